// Package options stands in for go.mongodb.org/mongo-driver/mongo/options:
// only what the cases call.
package options

// ClientOptions configures a client.
type ClientOptions struct {
	URI string
}

// Client returns empty client options.
func Client() *ClientOptions { return &ClientOptions{} }

// ApplyURI sets the connection string.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions {
	c.URI = uri
	return c
}
