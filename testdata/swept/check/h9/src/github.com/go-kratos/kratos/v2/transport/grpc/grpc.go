// Package grpc is a stub of github.com/go-kratos/kratos/v2/transport/grpc.
package grpc

import "context"

// ClientConn is a gRPC client connection.
type ClientConn struct{}

// ClientOption is gRPC client option.
type ClientOption func(o *clientOptions)

type clientOptions struct {
	endpoint string
}

// WithEndpoint with client endpoint.
func WithEndpoint(endpoint string) ClientOption {
	return func(o *clientOptions) {
		o.endpoint = endpoint
	}
}

// DialInsecure returns an insecure GRPC connection.
func DialInsecure(ctx context.Context, opts ...ClientOption) (*ClientConn, error) {
	return &ClientConn{}, nil
}
