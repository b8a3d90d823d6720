// Package pgxpool is a stub of github.com/jackc/pgx/v5/pgxpool.
package pgxpool

import "context"

// Pool is a connection pool.
type Pool struct{}

// New creates a pool from a connection string (a URL or key=value settings).
func New(ctx context.Context, connString string) (*Pool, error) { return &Pool{}, nil }
