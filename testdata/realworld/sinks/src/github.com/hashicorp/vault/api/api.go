// Package api is a stub of github.com/hashicorp/vault/api.
package api

type Config struct {
	Address string
}

func DefaultConfig() *Config { return &Config{} }
