// Package api stands in for github.com/hashicorp/consul/api.
package api

type Config struct{ Address, Scheme string }

func DefaultConfig() *Config { return &Config{} }
