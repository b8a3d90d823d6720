// Package kgo is a minimal stub of github.com/twmb/franz-go/pkg/kgo.
package kgo

// Opt is a client option.
type Opt interface{}

// Client is a Kafka client.
type Client struct{}

// SeedBrokers sets the host:port addresses of the seed brokers.
func SeedBrokers(seeds ...string) Opt { panic("stub") }

// NewClient returns a new Kafka client.
func NewClient(opts ...Opt) (*Client, error) { panic("stub") }

// Close closes the client.
func (c *Client) Close() { panic("stub") }
