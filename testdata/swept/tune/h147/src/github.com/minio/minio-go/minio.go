// Package minio is a minimal stub of github.com/minio/minio-go (v6).
package minio

// Client is a minio client.
type Client struct{}

// New returns a client for endpoint, which must be a host or host:port without a scheme.
func New(endpoint, accessKeyID, secretAccessKey string, secure bool) (*Client, error) {
	panic("stub")
}
