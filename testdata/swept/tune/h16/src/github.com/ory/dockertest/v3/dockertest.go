// Package dockertest is a stub of github.com/ory/dockertest/v3.
package dockertest

// Resource represents a docker container.
type Resource struct{}

// GetPort returns the host port the container's port id is bound to.
func (r *Resource) GetPort(id string) string { return "" }

// Pool represents a connection to the docker API.
type Pool struct{}

// Run starts a container.
func (d *Pool) Run(repository, tag string, env []string) (*Resource, error) { return &Resource{}, nil }

// Purge removes a container.
func (d *Pool) Purge(r *Resource) error { return nil }
