// Package e2e stands in for github.com/grafana/e2e: only what the cases use.
package e2e

import "fmt"

// HTTPService is a service run in a container of the scenario's network.
type HTTPService struct {
	name     string
	httpPort int
}

// NewHTTPService describes a service named name, whose HTTP port is httpPort.
func NewHTTPService(name string, httpPort int) *HTTPService {
	return &HTTPService{name: name, httpPort: httpPort}
}

// Name is the container's name, which is its host name in the network.
func (s *HTTPService) Name() string { return s.name }

// HTTPPort is the port the service listens on inside the network.
func (s *HTTPService) HTTPPort() int { return s.httpPort }

// HTTPEndpoint is the host:port the service is reached at from the test.
func (s *HTTPService) HTTPEndpoint() string { return fmt.Sprintf("localhost:%d", 30000+s.httpPort) }
