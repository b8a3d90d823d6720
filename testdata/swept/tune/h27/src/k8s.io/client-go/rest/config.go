// Package rest is a minimal stub of client-go's rest.
package rest

// Config holds what a client needs to reach the API server.
type Config struct {
	Host    string
	APIPath string
}

// CopyConfig copies a config.
func CopyConfig(c *Config) *Config {
	n := *c
	return &n
}
