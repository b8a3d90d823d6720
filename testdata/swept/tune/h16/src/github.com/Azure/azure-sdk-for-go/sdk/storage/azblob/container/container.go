// Package container is a stub of github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container.
package container

// ClientOptions are the options of a container client.
type ClientOptions struct{}

// Client is a container client.
type Client struct{}

// SharedKeyCredential is a shared key credential.
type SharedKeyCredential struct{}

// NewSharedKeyCredential creates a shared key credential.
func NewSharedKeyCredential(accountName, accountKey string) (*SharedKeyCredential, error) {
	return &SharedKeyCredential{}, nil
}

// NewClientWithSharedKeyCredential creates a client for the container at containerURL.
func NewClientWithSharedKeyCredential(containerURL string, cred *SharedKeyCredential, options *ClientOptions) (*Client, error) {
	return &Client{}, nil
}
