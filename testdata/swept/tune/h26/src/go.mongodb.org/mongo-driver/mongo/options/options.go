// Package options is a minimal stub of go.mongodb.org/mongo-driver/mongo/options.
package options

// ClientOptions contains options to configure a Client.
type ClientOptions struct {
	uri string
}

// Client creates a new ClientOptions instance.
func Client() *ClientOptions { return &ClientOptions{} }

// ApplyURI parses the given URI and sets options accordingly.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions {
	c.uri = uri
	return c
}
