// Package appendblob is a minimal stub of the azblob appendblob package.
package appendblob

// Client is an append blob client.
type Client struct{}

// ClientOptions configures a Client.
type ClientOptions struct{}

// NewClient creates a client for blobURL with a token credential.
func NewClient(blobURL string, cred interface{}, options *ClientOptions) (*Client, error) {
	panic("stub")
}
