// Package pgdriver is a stub of github.com/uptrace/bun/driver/pgdriver.
package pgdriver

import (
	"context"
	"database/sql/driver"
	"errors"
)

type Config struct {
	Network  string
	Addr     string
	User     string
	Password string
	Database string
}

type Option func(*Config)

func WithDSN(dsn string) Option { return func(*Config) {} }

type Connector struct{ cfg *Config }

func NewConnector(opts ...Option) *Connector {
	c := &Connector{cfg: &Config{}}
	for _, opt := range opts {
		opt(c.cfg)
	}
	return c
}

func (c *Connector) Config() *Config { return c.cfg }

func (c *Connector) Connect(ctx context.Context) (driver.Conn, error) {
	return nil, errors.New("stub")
}

func (c *Connector) Driver() driver.Driver { return nil }
