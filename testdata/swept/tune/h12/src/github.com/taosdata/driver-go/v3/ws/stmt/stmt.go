// Package stmt is a minimal stub of github.com/taosdata/driver-go/v3/ws/stmt.
package stmt

import "time"

// Config configures a statement connector.
type Config struct {
	Url string
}

// NewConfig creates a configuration for the WebSocket URL url.
func NewConfig(url string, chanLength uint) *Config { return &Config{Url: url} }

// SetConnectUser sets the user.
func (c *Config) SetConnectUser(user string) error { return nil }

// SetConnectPass sets the password.
func (c *Config) SetConnectPass(pass string) error { return nil }

// SetReadTimeout sets the read timeout.
func (c *Config) SetReadTimeout(d time.Duration) error { return nil }
