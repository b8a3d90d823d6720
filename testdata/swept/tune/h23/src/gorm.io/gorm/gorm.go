// Package gorm is a minimal stub of gorm.io/gorm.
package gorm

import "database/sql"

// Dialector opens a database.
type Dialector interface {
	Name() string
}

// Option configures gorm.
type Option interface{}

// Config is gorm's configuration.
type Config struct {
	SkipDefaultTransaction bool
}

// DB is a gorm database handle.
type DB struct{}

// Open opens a database with the dialector.
func Open(dialector Dialector, opts ...Option) (*DB, error) { return &DB{}, nil }

// DB returns the underlying *sql.DB.
func (db *DB) DB() (*sql.DB, error) { return nil, nil }

// Exec runs a statement.
func (db *DB) Exec(sql string, values ...interface{}) *DB { return db }
