// Package testcontainers is a stub of github.com/testcontainers/testcontainers-go.
package testcontainers

import (
	"context"
	"testing"

	"github.com/docker/go-connections/nat"
)

// Container is a running container.
type Container interface {
	Host(ctx context.Context) (string, error)
	MappedPort(ctx context.Context, port nat.Port) (nat.Port, error)
	Terminate(ctx context.Context) error
}

// ContainerCustomizer customizes a container request.
type ContainerCustomizer interface {
	Customize() error
}

type customizer struct{}

func (customizer) Customize() error { return nil }

// Run starts a container from img.
func Run(ctx context.Context, img string, opts ...ContainerCustomizer) (Container, error) {
	return nil, nil
}

// WithExposedPorts exposes ports.
func WithExposedPorts(ports ...string) ContainerCustomizer { return customizer{} }

// CleanupContainer terminates c when tb ends.
func CleanupContainer(tb testing.TB, c Container) {}
