// Package e2e is a minimal stub of github.com/grafana/e2e.
package e2e

// Service is a service a scenario runs.
type Service interface {
	Name() string
}

// ConcreteService is a docker container of a scenario.
type ConcreteService struct {
	name string
}

// Name returns the service name (the container's name on the scenario's network).
func (s *ConcreteService) Name() string { return s.name }

// Endpoint returns external (from host perspective) service endpoint (host:port) for given internal port.
func (s *ConcreteService) Endpoint(port int) string { return "localhost:0" }

// NetworkEndpoint returns internal service endpoint (host:port) for given internal port.
func (s *ConcreteService) NetworkEndpoint(port int) string { return s.name + ":0" }

// WaitReady waits until the service is ready.
func (s *ConcreteService) WaitReady() error { return nil }

// HTTPService is a service that exposes an HTTP port.
type HTTPService struct {
	*ConcreteService
	httpPort int
}

// NewHTTPService returns an HTTPService.
func NewHTTPService(name string, httpPort int) *HTTPService {
	return &HTTPService{ConcreteService: &ConcreteService{name: name}, httpPort: httpPort}
}

// HTTPPort returns the internal HTTP port.
func (s *HTTPService) HTTPPort() int { return s.httpPort }

// HTTPEndpoint returns the external HTTP endpoint (host:port).
func (s *HTTPService) HTTPEndpoint() string { return s.Endpoint(s.httpPort) }

// Scenario is a set of services on one docker network.
type Scenario struct{}

// StartAndWaitReady starts the services and waits until they are ready.
func (s *Scenario) StartAndWaitReady(services ...Service) error { return nil }
