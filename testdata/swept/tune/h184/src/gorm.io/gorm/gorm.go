// Package gorm is a stand-in for the parts of gorm.io/gorm used here.
package gorm

// Dialector opens a database from a DSN.
type Dialector interface {
	Name() string
}

// Config is the gorm configuration.
type Config struct{}

// DB is a database handle.
type DB struct{ Dialector Dialector }

// Open opens a database with the dialector.
func Open(d Dialector, c *Config) (*DB, error) { return &DB{Dialector: d}, nil }
