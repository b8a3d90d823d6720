// Package mongo stands in for go.mongodb.org/mongo-driver/mongo: only what
// the cases call.
package mongo

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo/options"
)

// Client is a MongoDB client.
type Client struct {
	uri string
}

// Connect connects to the server in opts.
func Connect(ctx context.Context, opts ...*options.ClientOptions) (*Client, error) {
	c := &Client{}
	for _, o := range opts {
		c.uri = o.URI
	}
	return c, nil
}

// Disconnect closes the connection.
func (c *Client) Disconnect(ctx context.Context) error { return nil }
