// Package testcontainers is a stub of github.com/testcontainers/testcontainers-go.
package testcontainers

import (
	"context"
	"io"
)

// Port is a mapped container port such as "5432/tcp".
type Port string

// Port returns the port number.
func (p Port) Port() string { return string(p) }

// Container is a running container.
type Container interface {
	Host(ctx context.Context) (string, error)
	MappedPort(ctx context.Context, port Port) (Port, error)
	ContainerIP(ctx context.Context) (string, error)
	Exec(ctx context.Context, cmd []string) (int, io.Reader, error)
	Terminate(ctx context.Context) error
}
