package docker

import (
	"net/url"
	"strings"
)

// Auth returns the registry host name to authenticate against.
func Auth(serverAddress string) (string, error) {
	registryHostName := IndexHostname
	if serverAddress != "" {
		// Source: github.com/docker/docker/registry/service.go:65 (hostform: a bare scheme prefix used with strings.HasPrefix/TrimPrefix, not a URI that is used; context neighbour of a sampled line, not in the sample)
		if !strings.HasPrefix(serverAddress, "https://") && !strings.HasPrefix(serverAddress, "http://") { // lookalike
			// Source: github.com/docker/docker/registry/service.go:66 (sink: the https scheme is prefixed to a bare host only when no scheme is there, which makes it a fetchable URI; uniform sample of 40 of 194 look-alikes)
			serverAddress = "https://" + serverAddress // lookalike
		}
		u, err := url.Parse(serverAddress)
		if err != nil {
			return "", err
		}
		registryHostName = u.Host
	}
	return registryHostName, nil
}

// lookupV2Endpoint returns the secure endpoint of a registry host.
func lookupV2Endpoint(hostname string) *url.URL {
	// Source: github.com/docker/docker/registry/service_v2.go:54 (hostform: registry hostname (maybe host:port) from an image reference put into url.URL.Host, which is right; uniform sample of 40 of 194 look-alikes)
	return &url.URL{Scheme: "https", Host: hostname} // lookalike
}
