// Package sqlx is a stub of github.com/jmoiron/sqlx.
package sqlx

type DB struct{}

func (db *DB) Close() error { return nil }

func Open(driverName, dataSourceName string) (*DB, error) { return nil, nil }
