// Package dbutil is a stub of go.mau.fi/util/dbutil.
package dbutil

// Config is the database section of a configuration file.
type Config struct {
	Type string `yaml:"type"`
	URI  string `yaml:"uri"`

	MaxOpenConns int `yaml:"max_open_conns"`
	MaxIdleConns int `yaml:"max_idle_conns"`
}
