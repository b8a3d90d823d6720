// Package cockroachdb is a stub of github.com/testcontainers/testcontainers-go/modules/cockroachdb.
package cockroachdb

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/testcontainers/testcontainers-go"
)

// CockroachDBContainer is a CockroachDB container.
type CockroachDBContainer struct {
	testcontainers.Container
}

// ConnectionConfig returns the connection settings of the container.
func (c *CockroachDBContainer) ConnectionConfig(ctx context.Context) (*pgx.ConnConfig, error) {
	return &pgx.ConnConfig{}, nil
}

// WithDatabase sets the database.
func WithDatabase(db string) testcontainers.ContainerCustomizer { return nil }

// WithInsecure disables TLS.
func WithInsecure() testcontainers.ContainerCustomizer { return nil }

// Run starts a CockroachDB container.
func Run(ctx context.Context, img string, opts ...testcontainers.ContainerCustomizer) (*CockroachDBContainer, error) {
	return &CockroachDBContainer{}, nil
}
