// Package pgx is a stub of github.com/jackc/pgx/v4, with the real signatures of the
// functions and fields that urilint's sink table names.
package pgx

import (
	"context"
)

type Conn struct{}

type ConnConfig struct{}

func Connect(ctx context.Context, connString string) (*Conn, error) { return nil, nil }
func ParseConfig(connString string) (*ConnConfig, error)            { return nil, nil }
