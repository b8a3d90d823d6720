// Package sqlite is a stand-in for github.com/glebarez/sqlite: the DSN is a
// file name with optional ?param=value pragmas, not a URI.
package sqlite

import "gorm.io/gorm"

type dialector struct{ DSN string }

func (d dialector) Name() string { return "sqlite" }

// Open returns a SQLite dialector for the file DSN.
func Open(dsn string) gorm.Dialector { return dialector{dsn} }
