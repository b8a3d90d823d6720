package martian

import (
	"net"
	"net/http"
)

// PortModifier writes the default port for the scheme when asked to.
type PortModifier struct {
	defaultForScheme bool
}

// ModifyRequest makes the default port explicit.
func (m *PortModifier) ModifyRequest(req *http.Request) error {
	host := req.URL.Hostname()
	if m.defaultForScheme && req.URL.Scheme == "http" {
		// Source: github.com/google/martian/v3/port/port_modifier.go:105 (port: writing the default port out is the configured job of this port-handling modifier, DefaultPortForScheme)
		hp := net.JoinHostPort(host, "80") // lookalike
		req.URL.Host = hp
		req.Header.Set("Host", hp)
	}
	return nil
}
