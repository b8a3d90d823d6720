package pgtestdb

import (
	"database/sql"
	"fmt"
)

// Config is the connection configuration the caller gives.
type Config struct {
	DriverName string
	Host       string // the host of the database, "localhost"
	Port       string // the port of the database, "5433"
	User       string
	Password   string
	Database   string
	Options    string
}

// Source: github.com/peterldowns/pgtestdb/testdb.go:83 (URL, exported, formats the caller's Host and Port joined with ':' into the connection string)
func (c Config) URL() string {
	return fmt.Sprintf(
		"postgres://%s:%s@%s:%s/%s?%s", // defect hostjoin
		c.User, c.Password, c.Host, c.Port, c.Database, c.Options,
	)
}

// Connect opens the database.
func (c Config) Connect() (*sql.DB, error) {
	return sql.Open(c.DriverName, c.URL())
}
