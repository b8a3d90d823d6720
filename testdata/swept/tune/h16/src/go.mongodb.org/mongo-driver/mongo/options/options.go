// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options.
package options

// ClientOptions are the options of a client.
type ClientOptions struct{}

// Client creates new ClientOptions.
func Client() *ClientOptions { return &ClientOptions{} }

// ApplyURI parses a "mongodb://" or "mongodb+srv://" connection string.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }
