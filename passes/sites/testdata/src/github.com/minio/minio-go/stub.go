// Package minio is a stub of github.com/minio/minio-go (v6 and before),
// with the real signatures of the functions that urilint's sink table names.
package minio

type Client struct{}

func New(endpoint, accessKeyID, secretAccessKey string, secure bool) (*Client, error) {
	return nil, nil
}

func NewV2(endpoint string, accessKeyID, secretAccessKey string, secure bool) (*Client, error) {
	return nil, nil
}

func NewV4(endpoint string, accessKeyID, secretAccessKey string, secure bool) (*Client, error) {
	return nil, nil
}

func NewWithRegion(endpoint, accessKeyID, secretAccessKey string, secure bool, region string) (*Client, error) {
	return nil, nil
}
