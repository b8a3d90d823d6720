// Package mysql is a stand-in for gorm.io/driver/mysql: the DSN is the
// go-sql-driver format user:password@tcp(host:port)/dbname?params, whose
// tcp address is given to net.Dial and needs brackets around an IPv6 host.
package mysql

import "gorm.io/gorm"

// Config is the dialector configuration.
type Config struct {
	DriverName string
	DSN        string
}

type dialector struct{ Config }

func (d dialector) Name() string { return "mysql" }

// New returns a MySQL dialector.
func New(config Config) gorm.Dialector { return dialector{config} }
