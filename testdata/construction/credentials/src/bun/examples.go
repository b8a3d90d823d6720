package bun

import (
	"database/sql"
	"net/url"
	"strings"
)

// connector stands for the driver's connector built from a DSN.
type connector struct{ dsn string }

func newConnector(dsn string) *connector { return &connector{dsn: dsn} }

func openDB(c *connector) (*sql.DB, error) { return sql.Open("pg", c.dsn) }

// Source: github.com/uptrace/bun/example/opentelemetry/client.go:34 (the example's DSN, with a password, is given to the driver's connector)
func openTracedDB() (*sql.DB, error) {
	dsn := "postgres://app:app@db.example.com:5432/app?sslmode=disable" // defect credentials
	return openDB(newConnector(dsn))
}

// Source: github.com/uptrace/bun/example/trivial/mssql/main.go:18 (the example opens SQL Server with the sa account's password in the URL)
func openMSSQL() (*sql.DB, error) {
	sqldb, err := sql.Open("sqlserver", "sqlserver://sa:passWORD1@db.example.com:1433?database=test") // defect credentials
	if err != nil {
		return nil, err
	}
	return sqldb, nil
}

// Source: github.com/uptrace/bun/example/pg-listen/main.go:18 (the example's DSN has user postgres with an empty password, "postgres:@")
func openListenDB() (*sql.DB, error) {
	dsn := "postgres://postgres:@db.example.com:5432/postgres?sslmode=disable" // lookalike
	return openDB(newConnector(dsn))
}

// Config is the parsed form of a DSN.
type Config struct {
	User, Password, Addr, Database string
}

// ParseDSN parses a postgres DSN.
func ParseDSN(dsn string) (*Config, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Addr: u.Host, Database: strings.TrimPrefix(u.Path, "/")}
	if u.User != nil {
		cfg.User = u.User.Username()
		cfg.Password, _ = u.User.Password()
	}
	return cfg, nil
}
