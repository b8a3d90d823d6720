// Package ch is a minimal stub of github.com/ClickHouse/ch-go.
package ch

import "context"

// Options configures a client.
type Options struct {
	Address  string
	Database string
	User     string
	Password string
}

// Client is a ClickHouse client.
type Client struct{}

// Dial connects to the server at opt.Address (host:port).
func Dial(ctx context.Context, opt Options) (*Client, error) { return &Client{}, nil }
