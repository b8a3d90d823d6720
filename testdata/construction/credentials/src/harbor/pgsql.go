package harbor

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
)

// PostgreSQL is the database section of the configuration.
type PostgreSQL struct {
	Host     string
	Port     int
	Username string
	Password string
	Database string
	SSLMode  string
}

// Source: github.com/goharbor/harbor/src/common/dao/pgsql.go:150 (the migrator URL takes user and password from the database configuration through url.UserPassword)
func NewMigratorURL(database *PostgreSQL) string {
	dbURL := url.URL{
		Scheme:   "pgx5",
		User:     url.UserPassword(database.Username, database.Password), // lookalike
		Host:     net.JoinHostPort(database.Host, strconv.Itoa(database.Port)),
		Path:     database.Database,
		RawQuery: fmt.Sprintf("sslmode=%s", database.SSLMode),
	}
	return dbURL.String()
}
