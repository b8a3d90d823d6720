// Package ntf holds cases rewritten from github.com/synadia-io/orbit.go/ntf-client.
package ntf

import (
	"context"
	"fmt"
	"net/url"

	"github.com/nats-io/nats.go"
)

// Manager is a handle to the management service.
type Manager struct {
	address string
	nc      *nats.Conn
}

// ManagedServer describes one server the service created.
type ManagedServer struct {
	Name     string
	Port     int
	Ports    map[string]int
	URL      string
	TraceURL string
}

// CreateOption configures a create request.
type CreateOption struct {
	template string
}

// WithTemplate replaces the built-in server config template.
func WithTemplate(tmpl string) CreateOption {
	return CreateOption{template: tmpl}
}

// Connect connects to the management service at server.
func Connect(ctx context.Context, server string) (*Manager, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	nc, err := nats.Connect(server)
	if err != nil {
		return nil, err
	}
	return &Manager{nc: nc, address: u.Hostname()}, nil
}

func (m *Manager) create(servers []*ManagedServer) []*ManagedServer {
	for _, srv := range servers {
		// Source: github.com/synadia-io/orbit.go/ntf-client/manager.go:176 (hostjoin: m.address is u.Hostname() of the caller's server URL, which drops IPv6 brackets, joined to the port with a bare ':'.)
		srv.URL = fmt.Sprintf("nats://%s:%d", m.address, srv.Port) // defect hostjoin
		tp, ok := srv.Ports["trace"]
		if ok && tp != 0 {
			// Source: github.com/synadia-io/orbit.go/ntf-client/manager.go:179 (hostjoin: the trace URL joins the same Hostname()-derived address and port with a bare ':', broken for an IPv6 server.)
			srv.TraceURL = fmt.Sprintf("nats://%s:%d", m.address, tp) // defect hostjoin
		}
	}
	return servers
}
