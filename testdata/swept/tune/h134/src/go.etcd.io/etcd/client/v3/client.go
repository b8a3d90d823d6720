// Package clientv3 is a minimal stub of go.etcd.io/etcd/client/v3 for the cases.
package clientv3

// Config holds the client configuration.
type Config struct {
	Endpoints []string
}

// Client is an etcd client.
type Client struct{}

// New creates a client for the endpoints in cfg.
func New(cfg Config) (*Client, error) { panic("stub") }

// Close closes the client.
func (c *Client) Close() error { panic("stub") }
