// Package grpc is a minimal stub of google.golang.org/grpc for the cases.
package grpc

// DialOption configures a client connection.
type DialOption interface{}

// ClientConn is a client connection.
type ClientConn struct{}

// NewClient creates a client for the gRPC target (a URI in gRPC naming).
func NewClient(target string, opts ...DialOption) (*ClientConn, error) { panic("stub") }

// Close closes the connection.
func (cc *ClientConn) Close() error { panic("stub") }
