// Package pgconn is a stub of github.com/jackc/pgx/v5/pgconn.
package pgconn

// Config is the settings used to establish a connection.
type Config struct {
	Host     string
	Port     uint16
	Database string
	User     string
	Password string
}
