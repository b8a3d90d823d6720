// Package minio is a stand-in for minio-go: New takes an endpoint that is
// host[:port] without a scheme; Options.Secure picks https.
package minio

import (
	"net/http"

	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Options are the client options.
type Options struct {
	Creds     *credentials.Credentials
	Secure    bool
	Transport http.RoundTripper
}

// Client is a MinIO client.
type Client struct {
	endpoint string
	secure   bool
}

// New builds a client for endpoint, a host[:port] without scheme or path.
func New(endpoint string, opts *Options) (*Client, error) {
	return &Client{endpoint: endpoint, secure: opts.Secure}, nil
}
