// Package dockertest stands in for github.com/ory/dockertest/v3: only what
// the cases use.
package dockertest

// Pool talks to the Docker daemon.
type Pool struct{}

// NewPool connects to the daemon at endpoint.
func NewPool(endpoint string) (*Pool, error) { return &Pool{}, nil }

// RunOptions describe a container to run.
type RunOptions struct {
	Repository   string
	Tag          string
	Env          []string
	ExposedPorts []string
	Name         string
}

// Resource is a running container.
type Resource struct{ hostPort string }

// RunWithOptions starts a container.
func (p *Pool) RunWithOptions(opts *RunOptions) (*Resource, error) {
	return &Resource{hostPort: "localhost:49153"}, nil
}

// GetHostPort gives the host:port the container's port is published at.
func (r *Resource) GetHostPort(portID string) string { return r.hostPort }

// Close removes the container.
func (r *Resource) Close() error { return nil }
