// Package azblob is a stand-in for the Azure blob client constructors; each takes the service URL.
package azblob

import (
	"errors"
	"net/url"
)

// Client is an Azure blob service client.
type Client struct{ serviceURL string }

// ClientOptions are client options.
type ClientOptions struct{}

// SharedKeyCredential is a storage account key credential.
type SharedKeyCredential struct{ account, key string }

// TokenCredential stands in for azcore.TokenCredential.
type TokenCredential interface{}

// NewSharedKeyCredential creates a shared key credential.
func NewSharedKeyCredential(accountName, accountKey string) (*SharedKeyCredential, error) {
	return &SharedKeyCredential{accountName, accountKey}, nil
}

func newClient(serviceURL string) (*Client, error) {
	u, err := url.Parse(serviceURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Host == "" {
		return nil, errors.New("service URL must be absolute")
	}
	return &Client{serviceURL}, nil
}

// NewClientWithNoCredential creates a client for a service URL that carries a SAS token.
func NewClientWithNoCredential(serviceURL string, options *ClientOptions) (*Client, error) {
	return newClient(serviceURL)
}

// NewClientWithSharedKeyCredential creates a client for a service URL.
func NewClientWithSharedKeyCredential(serviceURL string, cred *SharedKeyCredential, options *ClientOptions) (*Client, error) {
	return newClient(serviceURL)
}

// NewClient creates a client for a service URL with a token credential.
func NewClient(serviceURL string, cred TokenCredential, options *ClientOptions) (*Client, error) {
	return newClient(serviceURL)
}
