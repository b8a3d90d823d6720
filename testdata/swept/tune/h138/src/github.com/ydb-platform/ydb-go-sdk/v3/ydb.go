// Package ydb is a minimal stub of github.com/ydb-platform/ydb-go-sdk/v3.
package ydb

import "context"

// Driver is a database driver.
type Driver struct{}

// Option configures the driver.
type Option interface{}

// Open connects to the database named by the connection string dsn.
func Open(ctx context.Context, dsn string, opts ...Option) (*Driver, error) {
	panic("stub")
}

// Close closes the driver.
func (d *Driver) Close(ctx context.Context) error {
	panic("stub")
}
