// Package bun holds cases from github.com/uptrace/bun: the pgdriver
// connector and its DSN parser, and the database tests of internal/dbtest.
package bun

import (
	"context"
	"crypto/tls"
	"database/sql/driver"
	"errors"
	"net"
	"net/url"
	"os"
	"strings"
	"time"
)

type Config struct {
	Network   string
	Addr      string
	User      string
	Password  string
	Database  string
	TLSConfig *tls.Config

	DialTimeout time.Duration
}

func env(key, defValue string) string {
	if s := os.Getenv(key); s != "" {
		return s
	}
	return defValue
}

func newDefaultConfig() *Config {
	host := env("PGHOST", "localhost")
	port := env("PGPORT", "5432")

	return &Config{
		Network: "tcp",
		// Source: github.com/uptrace/bun/driver/pgdriver/config.go:65 (hostjoin: the PGHOST host and port are joined with net.JoinHostPort into a dialer address, which brackets an IPv6 host; no URI)
		Addr:        net.JoinHostPort(host, port), // lookalike
		DialTimeout: 5 * time.Second,
		User:        env("PGUSER", "postgres"),
		Database:    env("PGDATABASE", "postgres"),
	}
}

type Option func(cfg *Config)

// WithDSN parses a postgres:// or unix:// DSN into the connector's config.
func WithDSN(dsn string) Option {
	return func(cfg *Config) {
		u, err := url.Parse(dsn)
		if err != nil {
			return
		}
		switch u.Scheme {
		case "postgres", "postgresql":
			if host := u.Query().Get("host"); strings.HasPrefix(host, "/") {
				cfg.Network, cfg.Addr = "unix", host
			} else if u.Host != "" {
				cfg.Network, cfg.Addr = "tcp", u.Host
			}
			cfg.Database = strings.TrimPrefix(u.Path, "/")
		case "unix":
			cfg.Network, cfg.Addr = "unix", u.Path
			cfg.Database = u.Host
		}
		if u.User != nil {
			cfg.User = u.User.Username()
			cfg.Password, _ = u.User.Password()
		}
	}
}

type Connector struct{ cfg *Config }

func NewConnector(opts ...Option) *Connector {
	c := &Connector{cfg: newDefaultConfig()}
	for _, opt := range opts {
		opt(c.cfg)
	}
	return c
}

func (c *Connector) Config() *Config { return c.cfg }

func (c *Connector) Connect(ctx context.Context) (driver.Conn, error) {
	return nil, errors.New("not connected")
}

func (c *Connector) Driver() driver.Driver { return nil }
