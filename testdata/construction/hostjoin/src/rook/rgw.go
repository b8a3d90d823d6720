package rook

import "fmt"

// EndpointAddress is an external gateway endpoint: an IP or a host name.
type EndpointAddress struct {
	IP       string
	Hostname string
}

func (e *EndpointAddress) String() string {
	if e.Hostname != "" {
		return e.Hostname
	}
	return e.IP
}

// ObjectStore is the part of the object store spec the endpoints come from.
type ObjectStore struct {
	Name, Namespace  string
	ExternalEndpoint []EndpointAddress
}

func domainNames(s *ObjectStore) []string {
	if len(s.ExternalEndpoint) > 0 {
		var domains []string
		for _, e := range s.ExternalEndpoint {
			domains = append(domains, e.String())
		}
		return domains
	}
	return []string{fmt.Sprintf("rgw-%s.%s.svc", s.Name, s.Namespace)}
}

// Source: github.com/rook/rook/pkg/operator/ceph/object/rgw.go:410 (BuildDNSEndpoint joins a domain name, which for an external gateway is the endpoint's IP or hostname, to the port with ':')
func BuildDNSEndpoint(domainName string, port int32, secure bool) string {
	httpPrefix := "http"
	if secure {
		httpPrefix = "https"
	}
	return fmt.Sprintf("%s://%s:%d", httpPrefix, domainName, port) // defect hostjoin
}

func AllEndpoints(s *ObjectStore, port int32, secure bool) []string {
	var endpoints []string
	for _, d := range domainNames(s) {
		endpoints = append(endpoints, BuildDNSEndpoint(d, port, secure))
	}
	return endpoints
}
