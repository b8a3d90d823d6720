// Package gormmysql holds cases rewritten from gorm.io/driver/mysql.
package gormmysql

// Config configures the dialector; DSN is in the go-sql-driver/mysql format.
type Config struct {
	DSN string
}

// Dialector is the MySQL dialector.
type Dialector struct {
	Config *Config
}

// New returns a dialector for config.
func New(config Config) *Dialector {
	return &Dialector{Config: &config}
}
