// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

// ClientConn is a client connection.
type ClientConn struct{}

// DialOption configures a connection.
type DialOption interface{}

// NewClient creates a client connection for the target.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) { panic("stub") }
