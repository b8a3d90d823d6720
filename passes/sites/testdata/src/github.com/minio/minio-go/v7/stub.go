// Package minio is a stub of github.com/minio/minio-go/v7, with the real signatures of the
// functions and fields that urilint's sink table names.
package minio

type Client struct{}

type Options struct{ Secure bool }

func New(endpoint string, opts *Options) (*Client, error) { return nil, nil }
