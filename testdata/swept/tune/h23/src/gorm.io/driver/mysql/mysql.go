// Package mysql is a minimal stub of gorm.io/driver/mysql.
package mysql

import "gorm.io/gorm"

type dialector struct{ dsn string }

func (d dialector) Name() string { return "mysql" }

// Open returns a dialector for the DSN.
func Open(dsn string) gorm.Dialector { return dialector{dsn} }
