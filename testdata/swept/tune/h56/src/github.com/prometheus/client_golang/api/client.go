// Package api is a minimal stub of the Prometheus HTTP API client.
package api

import "net/http"

// Config configures a Client; Address is the base URL of the Prometheus server.
type Config struct {
	Address string
	Client  *http.Client
}

// Client is the Prometheus HTTP API client.
type Client interface{}

// NewClient returns a client for cfg.Address.
func NewClient(cfg Config) (Client, error) { panic("stub") }
