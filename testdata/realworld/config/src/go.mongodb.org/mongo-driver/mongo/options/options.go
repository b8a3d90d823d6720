// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options.
package options

// ClientOptions are the options of a client.
type ClientOptions struct{ uri string }

func Client() *ClientOptions { return &ClientOptions{} }

func (c *ClientOptions) ApplyURI(uri string) *ClientOptions {
	c.uri = uri
	return c
}
