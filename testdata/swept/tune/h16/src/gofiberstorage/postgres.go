package gofiberstorage

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"
)

// PostgresConfig defines the config for the Postgres storage.
type PostgresConfig struct {
	ConnectionURI string
	Host          string
	Port          int
	Username      string
	Password      string
	Database      string
	SSLMode       string
}

func (c *PostgresConfig) getDSN() string {
	// Just return ConnectionURI if it's already exists
	if c.ConnectionURI != "" {
		return c.ConnectionURI
	}

	// Generate DSN
	dsn := "postgresql://"
	if c.Username != "" {
		dsn += url.QueryEscape(c.Username)
	}
	if c.Password != "" {
		// Source: github.com/gofiber/storage/postgres/config.go:102 (escaper: the password is escaped with QueryEscape in the userinfo, part of the authority, where the escaper check is silent)
		dsn += ":" + url.QueryEscape(c.Password) // lookalike
	}
	if c.Username != "" || c.Password != "" {
		dsn += "@"
	}

	// unix socket host path
	if strings.HasPrefix(c.Host, "/") {
		// Source: github.com/gofiber/storage/postgres/config.go:110 (hostjoin: under the test that the host starts with "/", it is a unix socket directory, no IPv6 address)
		dsn += fmt.Sprintf("%s:%d", c.Host, c.Port) // lookalike
	} else {
		// Source: github.com/gofiber/storage/postgres/config.go:112 (hostjoin: the configured host is joined with the port by "%s:%d" in the postgresql URI; an IPv6 host needs brackets)
		dsn += fmt.Sprintf("%s:%d", url.QueryEscape(c.Host), c.Port) // defect hostjoin
	}

	dsn += fmt.Sprintf("/%s?sslmode=%s",
		// Source: github.com/gofiber/storage/postgres/config.go:116 (escaper: url.QueryEscape of the database name in the path, where a space written "+" stays "+"; labelled after urilint reported it, as the sweep had not read this line)
		url.QueryEscape(c.Database), // defect escaper
		c.SSLMode)

	return dsn
}

// NewPostgres opens the pool.
func NewPostgres(ctx context.Context, cfg PostgresConfig) *pgxpool.Pool {
	db, err := pgxpool.New(ctx, cfg.getDSN())
	if err != nil {
		panic(err)
	}
	return db
}
