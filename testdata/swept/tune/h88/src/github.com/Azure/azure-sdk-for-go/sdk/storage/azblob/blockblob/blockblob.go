// Package blockblob is a minimal stub of the azblob blockblob package.
package blockblob

// Client is a block blob client.
type Client struct{}

// ClientOptions configures a Client.
type ClientOptions struct{}

// NewClientWithNoCredential creates a client for blobURL.
func NewClientWithNoCredential(blobURL string, options *ClientOptions) (*Client, error) {
	panic("stub")
}
