// Package grpc is a stub of the gRPC client API.
package grpc

import "context"

// DialOption configures a dial.
type DialOption interface{}

// ClientConn is a client connection.
type ClientConn struct{}

// Close closes the connection.
func (cc *ClientConn) Close() error { panic("stub") }

// WithBlock makes the dial block until the connection is up.
func WithBlock() DialOption { panic("stub") }

// DialContext creates a client connection to the given target.
func DialContext(ctx context.Context, target string, opts ...DialOption) (*ClientConn, error) {
	panic("stub")
}
