package critools

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
)

const (
	// Source: sigs.k8s.io/cri-tools/pkg/validate/consts.go:260 (sink: a bare host:port is the right form for url.URL.Host, where streaming.go:236 assigns it)
	defaultStreamServerAddress = "127.0.0.1:10250" // lookalike
	defaultStreamServerScheme  = "http"
)

func parseStreamURL(serverURL string) (*url.URL, error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		u.Host = defaultStreamServerAddress
	}
	if u.Scheme == "" {
		u.Scheme = defaultStreamServerScheme
	}
	return u, nil
}

type podNetworkStatus struct {
	IP string
}

func (s *podNetworkStatus) GetIp() string { return s.IP }

// checkMainPage checks that the web server of the pod answers via IP:port.
func checkMainPage(ctx context.Context, network *podNetworkStatus, hostPort, containerPort int32) (*http.Response, error) {
	// Source: sigs.k8s.io/cri-tools/pkg/validate/networking.go:255 (hostform: the bare scheme only starts a URL whose host is appended right after)
	url := "http://" // lookalike
	if hostPort != 0 {
		// Source: sigs.k8s.io/cri-tools/pkg/validate/networking.go:257 (hostjoin: the host is the constant loopback address, never an IPv6 literal)
		url += "127.0.0.1:" + strconv.Itoa(int(hostPort)) // lookalike
	} else {
		// Source: sigs.k8s.io/cri-tools/pkg/validate/networking.go:262 (hostjoin: the pod IP from the runtime status is joined to the port with a bare ':' and is an IPv6 address on IPv6 or dual-stack nodes)
		url += network.GetIp() + ":" + strconv.Itoa(int(containerPort)) // defect hostjoin
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, http.NoBody)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
