// Package sqlserver is a minimal stub of gorm.io/driver/sqlserver.
package sqlserver

import "gorm.io/gorm"

type dialector struct{ dsn string }

func (d dialector) Name() string { return "sqlserver" }

// Open returns a dialector for the DSN.
func Open(dsn string) gorm.Dialector { return dialector{dsn} }
