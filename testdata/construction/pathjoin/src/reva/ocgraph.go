// Package reva mirrors configuration defaults of a storage platform's graph service.
package reva

import (
	"path"
)

// Config is read from a configuration file; nothing in the code gives BaseURL a value.
type Config struct {
	BaseURL    string `mapstructure:"base_url" validate:"required"`
	WebBase    string `mapstructure:"web_base"`
	WebDavBase string `mapstructure:"webdav_base"`
}

// Source: github.com/cs3org/reva/internal/http/services/owncloud/ocgraph/ocgraph.go:55 (path.Join of a configured base URL with nothing known of its start and a path; commit c9b547069^, replaced by url.JoinPath)
func (c *Config) ApplyDefaults() {
	if c.WebBase == "" {
		c.WebBase = path.Join(c.BaseURL, "/files/spaces") // lookalike
	}
}
