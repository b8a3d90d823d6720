// Package pgxpool is a minimal stub of github.com/jackc/pgx/v5/pgxpool.
package pgxpool

import "context"

// Pool is a connection pool.
type Pool struct{}

// New creates a pool from a connection string.
func New(ctx context.Context, connString string) (*Pool, error) { panic("stub") }

// Close closes the pool.
func (p *Pool) Close() { panic("stub") }
