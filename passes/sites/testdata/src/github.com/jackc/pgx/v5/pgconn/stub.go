// Package pgconn is a stub of github.com/jackc/pgx/v5/pgconn, with the real signatures of the
// functions and fields that urilint's sink table names.
package pgconn

import (
	"context"
)

type PgConn struct{}

type Config struct{}

func Connect(ctx context.Context, connString string) (*PgConn, error) { return nil, nil }
func ParseConfig(connString string) (*Config, error)                  { return nil, nil }
