// Package mongo is a minimal stub of go.mongodb.org/mongo-driver/mongo.
package mongo

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo/options"
)

// Client is a handle representing a pool of connections to a MongoDB deployment.
type Client struct{}

// Connect creates a new Client and then initializes it using the Connect method.
func Connect(ctx context.Context, opts ...*options.ClientOptions) (*Client, error) {
	return &Client{}, nil
}

// Disconnect closes sockets to the topology referenced by this Client.
func (c *Client) Disconnect(ctx context.Context) error { return nil }
