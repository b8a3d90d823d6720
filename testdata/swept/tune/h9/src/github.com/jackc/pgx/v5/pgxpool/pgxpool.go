// Package pgxpool stands in for github.com/jackc/pgx/v5/pgxpool: only
// what the cases call.
package pgxpool

import "net/url"

// Config is a pool's configuration.
type Config struct{ ConnString *url.URL }

// ParseConfig parses a connection string into a pool configuration.
func ParseConfig(connString string) (*Config, error) {
	u, err := url.Parse(connString)
	return &Config{ConnString: u}, err
}
