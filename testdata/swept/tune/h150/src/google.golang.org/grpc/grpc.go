// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

// ClientConn is a stub client connection.
type ClientConn struct{}

// DialOption is a stub dial option.
type DialOption interface{}

// NewClient creates a client for a target URI.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) { panic("stub") }

// Close closes the connection.
func (c *ClientConn) Close() error { panic("stub") }
