// Package esdb is a minimal stub of the EventStoreDB Go client.
package esdb

import "context"

// Configuration is the parsed connection string.
type Configuration struct {
	Address  string
	Username string
	Password string
}

// Client is a database client.
type Client struct{}

// ParseConnectionString parses an esdb connection string.
func ParseConnectionString(connectionString string) (*Configuration, error) { panic("stub") }

// NewClient connects to the database.
func NewClient(configuration *Configuration) (*Client, error) { panic("stub") }

// Close closes the client.
func (client *Client) Close() error { panic("stub") }

// ReadAll reads events from the $all stream.
func (client *Client) ReadAll(ctx context.Context, count uint64) error { panic("stub") }

// AppendToStream appends an event to a stream.
func (client *Client) AppendToStream(ctx context.Context, streamID string) error { panic("stub") }
