// Package clientv3 is a stub of go.etcd.io/etcd/client/v3 with the
// declarations the cases use.
package clientv3

import "time"

// Config is the configuration of a client.
type Config struct {
	Endpoints   []string
	DialTimeout time.Duration
}

// Client is an etcd client.
type Client struct{}

// New creates a new etcd client from a given configuration.
func New(cfg Config) (*Client, error) { return &Client{}, nil }

// Close shuts down the client's connections.
func (c *Client) Close() error { return nil }
