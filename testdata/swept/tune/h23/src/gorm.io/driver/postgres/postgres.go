// Package postgres is a minimal stub of gorm.io/driver/postgres.
package postgres

import "gorm.io/gorm"

// Config configures the postgres dialector.
type Config struct {
	DSN                  string
	PreferSimpleProtocol bool
}

// Dialector is the postgres dialector.
type Dialector struct{ *Config }

func (d Dialector) Name() string { return "postgres" }

// Open returns a dialector for the DSN.
func Open(dsn string) gorm.Dialector { return &Dialector{&Config{DSN: dsn}} }

// New returns a dialector for the configuration.
func New(config Config) gorm.Dialector { return &Dialector{Config: &config} }
