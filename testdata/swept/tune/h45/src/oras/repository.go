package oras

import "net/url"

// fixLocationPort adds port 443 back to an upload Location whose host lost it.
func fixLocationPort(reqHostname, reqPort string, location *url.URL) {
	locationHostname := location.Hostname()
	if reqPort == "443" && locationHostname == reqHostname && location.Port() == "" {
		// Source: oras.land/oras-go/v2/registry/remote/repository.go:941 (hostjoin: location.Hostname() drops the IPv6 brackets and the host is re-joined to the port with a bare ':' into the Location URL's Host, so an IPv6 registry yields a broken host)
		location.Host = locationHostname + ":" + reqPort // defect hostjoin
	}
}
