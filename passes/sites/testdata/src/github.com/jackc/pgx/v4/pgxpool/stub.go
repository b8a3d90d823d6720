// Package pgxpool is a stub of github.com/jackc/pgx/v4/pgxpool, with the real signatures of the
// functions and fields that urilint's sink table names.
package pgxpool

import (
	"context"
)

type Pool struct{}

type Config struct{}

func Connect(ctx context.Context, connString string) (*Pool, error) { return nil, nil }
func ParseConfig(connString string) (*Config, error)                { return nil, nil }
