// Package ydb is a minimal stub of github.com/ydb-platform/ydb-go-sdk/v3.
package ydb

import (
	"context"

	"github.com/ydb-platform/ydb-go-sdk/v3/credentials"
)

// Option configures the driver.
type Option func(*Driver)

// Driver is a YDB driver.
type Driver struct {
	dsn   string
	creds credentials.Credentials
}

// Open connects to the database named by the DSN.
func Open(ctx context.Context, dsn string, opts ...Option) (*Driver, error) {
	d := &Driver{dsn: dsn}
	for _, o := range opts {
		o(d)
	}
	return d, nil
}

// WithCredentials sets the credentials.
func WithCredentials(c credentials.Credentials) Option {
	return func(d *Driver) { d.creds = c }
}

// Close closes the driver.
func (d *Driver) Close(ctx context.Context) error { return nil }
