// Package testcontainers stands in for
// github.com/testcontainers/testcontainers-go: only what the cases call.
package testcontainers

import (
	"context"
	"errors"

	"github.com/docker/go-connections/nat"
)

// ContainerRequest describes the container to start.
type ContainerRequest struct {
	Image        string
	ExposedPorts []string
	Env          map[string]string
}

// GenericContainerRequest wraps a ContainerRequest.
type GenericContainerRequest struct {
	ContainerRequest
	Started bool
}

// Container is a started container.
type Container interface {
	Host(ctx context.Context) (string, error)
	MappedPort(ctx context.Context, port nat.Port) (nat.Port, error)
	Terminate(ctx context.Context) error
}

// GenericContainer starts a container.
func GenericContainer(ctx context.Context, req GenericContainerRequest) (Container, error) {
	return nil, errors.New("no docker daemon")
}

// DockerProvider talks to the Docker daemon.
type DockerProvider struct{}

// NewDockerProvider returns a provider for the Docker daemon.
func NewDockerProvider() (*DockerProvider, error) {
	return &DockerProvider{}, nil
}

// DaemonHost returns the host of the Docker daemon.
func (p *DockerProvider) DaemonHost(ctx context.Context) (string, error) {
	return "", errors.New("no docker daemon")
}

// Close closes the provider.
func (p *DockerProvider) Close() error { return nil }
