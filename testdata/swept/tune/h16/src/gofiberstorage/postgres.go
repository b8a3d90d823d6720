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
		// Source: github.com/gofiber/storage/postgres/config.go, the statement before :102 (escaper: the configured user name is escaped with url.QueryEscape into the userinfo, where a space becomes "+", which a userinfo keeps as "+" (RFC 3986 §3.2.1))
		dsn += url.QueryEscape(c.Username) // defect escaper
	}
	if c.Password != "" {
		// Source: github.com/gofiber/storage/postgres/config.go:102 (escaper: url.QueryEscape writes a space as "+", which a userinfo keeps as "+" (RFC 3986 §3.2.1): the wrong escaper for the component; relabelled from look-alike, whose reason was what the check did, not the rules)
		dsn += ":" + url.QueryEscape(c.Password) // defect escaper
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
