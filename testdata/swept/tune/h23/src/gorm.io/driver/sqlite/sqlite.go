// Package sqlite is a minimal stub of gorm.io/driver/sqlite.
package sqlite

import "gorm.io/gorm"

type dialector struct{ dsn string }

func (d dialector) Name() string { return "sqlite" }

// Open returns a dialector for the DSN.
func Open(dsn string) gorm.Dialector { return dialector{dsn} }
