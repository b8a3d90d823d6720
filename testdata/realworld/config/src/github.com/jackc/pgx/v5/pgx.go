// Package pgx is a stub of github.com/jackc/pgx/v5.
package pgx

import "context"

// Conn is a connection to PostgreSQL.
type Conn struct{}

func (c *Conn) Close(ctx context.Context) error { return nil }

func Connect(ctx context.Context, connString string) (*Conn, error) { return &Conn{}, nil }
