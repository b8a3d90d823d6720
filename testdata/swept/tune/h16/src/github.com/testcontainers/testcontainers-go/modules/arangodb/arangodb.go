// Package arangodb is a stub of github.com/testcontainers/testcontainers-go/modules/arangodb.
package arangodb

import (
	"context"

	"github.com/testcontainers/testcontainers-go"
)

// Container is an ArangoDB container.
type Container struct {
	testcontainers.Container
}

// HTTPEndpoint returns the http endpoint of the container, "http://host:port".
func (c *Container) HTTPEndpoint(ctx context.Context) (string, error) { return "", nil }

// WithRootPassword sets the root password.
func WithRootPassword(pw string) testcontainers.ContainerCustomizer { return nil }

// Run starts an ArangoDB container.
func Run(ctx context.Context, img string, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	return &Container{}, nil
}
