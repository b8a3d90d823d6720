// Package pgxpool is a minimal stub of github.com/jackc/pgx/v5/pgxpool.
package pgxpool

// Config is a parsed pool configuration.
type Config struct{}

// ParseConfig parses a connection string (URI or keyword/value form).
func ParseConfig(connString string) (*Config, error) { panic("stub") }
