// Package testcontainers is a minimal stub of github.com/testcontainers/testcontainers-go.
package testcontainers

import (
	"context"

	"github.com/docker/go-connections/nat"
)

// Container is a running container.
type Container interface {
	Host(ctx context.Context) (string, error)
	MappedPort(ctx context.Context, port nat.Port) (nat.Port, error)
}
