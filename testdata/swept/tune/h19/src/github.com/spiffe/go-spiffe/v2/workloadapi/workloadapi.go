// Package workloadapi stands in for github.com/spiffe/go-spiffe/v2/workloadapi:
// only what the cases call.
package workloadapi

import "context"

// ClientOption configures a Client.
type ClientOption func(*Client)

// Client talks to the SPIFFE Workload API.
type Client struct{ addr string }

// WithAddr sets the address of the Workload API, "unix:///path" or "tcp://ip:port".
func WithAddr(addr string) ClientOption { return func(c *Client) { c.addr = addr } }

// New dials the Workload API.
func New(ctx context.Context, options ...ClientOption) (*Client, error) {
	c := &Client{}
	for _, o := range options {
		o(c)
	}
	return c, nil
}

// Close closes the client.
func (c *Client) Close() error { return nil }
