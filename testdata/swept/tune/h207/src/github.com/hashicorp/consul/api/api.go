// Package api is a stub of github.com/hashicorp/consul/api with the names juicefs uses.
package api

// Config is the client configuration.
type Config struct {
	Address string
}

// DefaultConfig returns a default configuration.
func DefaultConfig() *Config { return &Config{} }

// Client talks to a consul agent.
type Client struct {
	config *Config
}

// NewClient returns a client for config.
func NewClient(config *Config) (*Client, error) { return &Client{config: config}, nil }

// AgentServiceCheck defines a health check; HTTP is the URL the agent polls.
type AgentServiceCheck struct {
	HTTP                           string
	Timeout                        string
	Interval                       string
	DeregisterCriticalServiceAfter string
}

// AgentServiceRegistration registers a service.
type AgentServiceRegistration struct {
	ID      string
	Name    string
	Port    int
	Address string
	Meta    map[string]string
	Check   *AgentServiceCheck
}

// Agent is the agent endpoint.
type Agent struct{ c *Client }

// Agent returns the agent endpoint.
func (c *Client) Agent() *Agent { return &Agent{c} }

// ServiceRegister registers a service with the agent.
func (a *Agent) ServiceRegister(service *AgentServiceRegistration) error { return nil }
