// Package pgx is a minimal stub of github.com/jackc/pgx/v5.
package pgx

// ConnConfig is a parsed connection configuration.
type ConnConfig struct{}

// ParseConfig parses a connection string (URI or keyword/value form).
func ParseConfig(connString string) (*ConnConfig, error) { panic("stub") }
