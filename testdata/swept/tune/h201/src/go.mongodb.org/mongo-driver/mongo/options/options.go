// Package options is a stand-in for the part of go.mongodb.org/mongo-driver/mongo/options the cases use.
package options

// ClientOptions holds the options of a MongoDB client.
type ClientOptions struct {
	uri string
}

// Client creates a new ClientOptions instance.
func Client() *ClientOptions {
	return &ClientOptions{}
}

// ApplyURI parses the given connection string (mongodb://user:pass@host:port) into the options.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions {
	c.uri = uri
	return c
}
