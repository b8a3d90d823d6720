// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options.
package options

// ClientOptions holds the options of a client.
type ClientOptions struct {
	Hosts []string
}

// Client creates a new ClientOptions.
func Client() *ClientOptions { return &ClientOptions{} }

// ApplyURI parses the connection string uri and applies it.
func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }

// GetURI returns the URI applied.
func (c *ClientOptions) GetURI() string { return "" }
