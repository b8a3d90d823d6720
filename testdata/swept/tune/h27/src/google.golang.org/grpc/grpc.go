// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

import "google.golang.org/grpc/credentials"

// DialOption configures a ClientConn.
type DialOption interface{ apply() }

type credsOption struct {
	c credentials.TransportCredentials
}

func (credsOption) apply() {}

// WithTransportCredentials sets the transport credentials.
func WithTransportCredentials(c credentials.TransportCredentials) DialOption { return credsOption{c} }

// ClientConn is a client connection.
type ClientConn struct{ target string }

// Close closes the connection.
func (c *ClientConn) Close() error { return nil }

// NewClient creates a client for the target.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{target: target}, nil
}
