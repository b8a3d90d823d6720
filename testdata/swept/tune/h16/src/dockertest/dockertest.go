// Package dockertest runs containers for tests.
package dockertest

import (
	"os"
	"runtime"

	dc "github.com/ory/dockertest/v3/docker"
)

// Pool represents a connection to the docker API.
type Pool struct {
	Client *dc.Client
}

// Resource represents a docker container.
type Resource struct {
	ports map[string]string
}

// GetPort returns the host port the container's port is bound to.
func (r *Resource) GetPort(id string) string { return r.ports[id] }

// Run starts a container.
func (d *Pool) Run(repository, tag string, env []string) (*Resource, error) {
	return &Resource{}, nil
}

// Retry runs op until it succeeds.
func (d *Pool) Retry(op func() error) error { return op() }

// NewPool creates a new pool.
func NewPool(endpoint string) (*Pool, error) {
	if endpoint == "" {
		if os.Getenv("DOCKER_HOST") != "" {
			endpoint = os.Getenv("DOCKER_HOST")
		} else if runtime.GOOS == "windows" {
			if _, err := os.Stat(`\\.\pipe\docker_engine`); err == nil {
				// Source: github.com/ory/dockertest/dockertest.go:273 (dotsegment: "//./" after the empty authority starts a Windows device path, \\.\pipe\docker_engine, whose "." is a name, not a dot segment)
				endpoint = "npipe:////./pipe/docker_engine" // lookalike
			} else {
				endpoint = "http://localhost:2375"
			}
		} else {
			endpoint = DefaultHost
		}
	}

	client, err := dc.NewClient(endpoint)
	if err != nil {
		return nil, err
	}
	return &Pool{Client: client}, nil
}
