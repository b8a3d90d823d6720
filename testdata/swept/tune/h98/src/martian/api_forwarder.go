// Package martian holds cases rewritten from github.com/google/martian/v3.
package martian

import (
	"fmt"
	"net/http"
)

// Forwarder rewrites API requests to a local host and port.
type Forwarder struct {
	host string
	port int
}

// NewForwarder returns a Forwarder that rewrites requests to host.
func NewForwarder(host string, port int) *Forwarder {
	if host == "" {
		host = "localhost"
	}
	return &Forwarder{host: host, port: port}
}

// ModifyRequest forwards the request to the local API server.
func (f *Forwarder) ModifyRequest(req *http.Request) error {
	req.URL.Scheme = "http"
	// Source: github.com/google/martian/v3/api/forwarder.go:55 (hostjoin: the host is the parameter of the exported NewForwarder and may be an IPv6 literal, yet it is joined to the port with a bare colon instead of net.JoinHostPort)
	req.URL.Host = fmt.Sprintf("%s:%d", f.host, f.port) // defect hostjoin
	return nil
}
