// Package sqlx is a stub of github.com/jmoiron/sqlx, with the real signatures of the
// functions and fields that urilint's sink table names.
package sqlx

import (
	"context"
)

type DB struct{}

func Open(driverName, dataSourceName string) (*DB, error)    { return nil, nil }
func MustOpen(driverName, dataSourceName string) *DB         { return nil }
func Connect(driverName, dataSourceName string) (*DB, error) { return nil, nil }
func MustConnect(driverName, dataSourceName string) *DB      { return nil }
func ConnectContext(ctx context.Context, driverName, dataSourceName string) (*DB, error) {
	return nil, nil
}
