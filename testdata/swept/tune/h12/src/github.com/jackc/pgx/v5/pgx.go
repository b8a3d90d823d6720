// Package pgx is a minimal stub of github.com/jackc/pgx/v5.
package pgx

// ConnConfig holds the settings of a connection.
type ConnConfig struct {
	Host          string
	Port          uint16
	Database      string
	User          string
	Password      string
	RuntimeParams map[string]string
}

// ParseConfig parses a connection string.
func ParseConfig(connString string) (*ConnConfig, error) { return &ConnConfig{}, nil }
