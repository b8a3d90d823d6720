package reproxy

import (
	"fmt"
	"regexp"
)

// ConsulClient defines interface getting consul services
type ConsulClient interface {
	Get() ([]consulService, error)
}

type consulService struct {
	ServiceID      string   `json:"ServiceID"`
	ServiceName    string   `json:"ServiceName"`
	ServiceTags    []string `json:"ServiceTags"`
	ServiceAddress string   `json:"ServiceAddress"`
	ServicePort    int      `json:"ServicePort"`

	Labels map[string]string `json:"-"`
}

// ConsulCatalog provider periodically gets consul services with tags, started with 'reproxy.'
type ConsulCatalog struct {
	client ConsulClient
}

// List all services and make url mappers
func (cc *ConsulCatalog) List() ([]URLMapper, error) {
	services, err := cc.client.Get()
	if err != nil {
		return nil, fmt.Errorf("error get services list, %w", err)
	}

	res := make([]URLMapper, 0, len(services))
	for _, c := range services {
		srcURL := "^/(.*)"
		// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog.go:145 (hostjoin: by the hostjoin definition, the Consul ServiceAddress, which may be an IPv6 address, is joined to the port by hand in a proxy destination URI; net.JoinHostPort is needed)
		destURL := fmt.Sprintf("http://%s:%d/$1", c.ServiceAddress, c.ServicePort) // defect hostjoin
		// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog.go:146 (hostjoin: by the hostjoin definition, the same hand join of ServiceAddress and ServicePort builds the health-check URL that is fetched, broken for an IPv6 service address)
		pingURL := fmt.Sprintf("http://%s:%d/ping", c.ServiceAddress, c.ServicePort) // defect hostjoin
		server := "*"

		if v, ok := c.Labels["reproxy.route"]; ok {
			srcURL = v
		}

		if v, ok := c.Labels["reproxy.dest"]; ok {
			// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog.go:163 (hostjoin: by the hostjoin definition, the label destination path is appended to a hand-joined ServiceAddress:ServicePort authority, broken for an IPv6 service address)
			destURL = fmt.Sprintf("http://%s:%d%s", c.ServiceAddress, c.ServicePort, v) // defect hostjoin
		}

		if v, ok := c.Labels["reproxy.server"]; ok {
			server = v
		}

		if v, ok := c.Labels["reproxy.ping"]; ok {
			// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog.go:182 (hostjoin: by the hostjoin definition, the label ping path is appended to a hand-joined ServiceAddress:ServicePort authority, broken for an IPv6 service address)
			pingURL = fmt.Sprintf("http://%s:%d%s", c.ServiceAddress, c.ServicePort, v) // defect hostjoin
		}

		srcRegex, err := regexp.Compile(srcURL)
		if err != nil {
			return nil, fmt.Errorf("invalid src regex %s: %w", srcURL, err)
		}
		res = append(res, URLMapper{Server: server, SrcMatch: *srcRegex, Dst: destURL,
			PingURL: pingURL, ProviderID: PIConsulCatalog})
	}
	return res, nil
}
