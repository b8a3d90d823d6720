// Package pgx is a stub of github.com/jackc/pgx/v5.
package pgx

import "github.com/jackc/pgx/v5/pgconn"

// ConnConfig contains all the options used to establish a connection.
type ConnConfig struct {
	pgconn.Config
}
