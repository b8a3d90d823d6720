// Package pgx is a minimal stub of github.com/jackc/pgx/v5.
package pgx

import "context"

// Conn is a PostgreSQL connection.
type Conn struct{}

// Connect establishes a connection with a PostgreSQL server with a connection string.
func Connect(ctx context.Context, connString string) (*Conn, error) { panic("stub") }

// Close closes the connection.
func (c *Conn) Close(ctx context.Context) error { panic("stub") }
