package tilt

import (
	"net"
	"net/url"
	"strconv"
	"strings"
)

// HTTPGetAction describes an action based on HTTP Get requests.
type HTTPGetAction struct {
	Path   string
	Port   int32
	Host   string
	Scheme string
}

func httpGetURL(httpGet *HTTPGetAction, port int) (*url.URL, error) {
	u, err := url.Parse(httpGet.Path)
	if err != nil {
		return nil, err
	}
	u.Scheme = strings.ToLower(httpGet.Scheme)
	if u.Scheme == "" {
		// same default as K8s (plain http)
		u.Scheme = "http"
	}
	host := httpGet.Host
	if host == "" {
		// K8s defaults to pod IP; since this is a local resource,
		// localhost is a sane default to somewhat mimic that
		// behavior and reduce the amount of boilerplate to define
		// a probe in most cases
		host = "localhost"
	}
	// Source: github.com/tilt-dev/tilt/internal/controllers/core/cmd/probe.go:118 (hostjoin: host and port joined with net.JoinHostPort, which brackets an IPv6 host)
	u.Host = net.JoinHostPort(host, strconv.Itoa(port)) // lookalike
	return u, nil
}
