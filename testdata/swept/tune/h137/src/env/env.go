// Package env holds cases rewritten from github.com/caarlos0/env/v11.
package env

import "errors"

// Options mirrors the options of ParseWithOptions.
type Options struct {
	Environment map[string]string
}

// Parse fills cfg from the process environment.
func Parse(cfg interface{}) error {
	if cfg == nil {
		return errors.New("env: nil config")
	}
	return nil
}

// ParseWithOptions fills cfg from opts.Environment.
func ParseWithOptions(cfg interface{}, opts Options) error {
	_ = opts
	return Parse(cfg)
}
