// Package testcontainers stands in for github.com/testcontainers/testcontainers-go:
// only what the cases call.
package testcontainers

import "context"

// ContainerRequest describes the container to start.
type ContainerRequest struct {
	Image        string
	ExposedPorts []string
	Env          map[string]string
	Cmd          []string
}

// GenericContainerRequest wraps a ContainerRequest.
type GenericContainerRequest struct {
	ContainerRequest
	Started bool
}

// Container is a running container.
type Container interface {
	Host(ctx context.Context) (string, error)
	Terminate(ctx context.Context) error
}

// GenericContainer starts a container.
func GenericContainer(ctx context.Context, req GenericContainerRequest) (Container, error) {
	return nil, nil
}
