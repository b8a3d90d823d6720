// Package service is a minimal stub of the azblob service package.
package service

// Client is a service client.
type Client struct{}

// ClientOptions configures a Client.
type ClientOptions struct{}

// SharedKeyCredential is a shared key credential.
type SharedKeyCredential struct{}

// NewClientWithNoCredential creates a client for serviceURL.
func NewClientWithNoCredential(serviceURL string, options *ClientOptions) (*Client, error) {
	panic("stub")
}

// NewClientWithSharedKeyCredential creates a client for serviceURL.
func NewClientWithSharedKeyCredential(serviceURL string, cred *SharedKeyCredential, options *ClientOptions) (*Client, error) {
	panic("stub")
}
