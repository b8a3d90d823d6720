// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

// ClientConn is a virtual connection to a gRPC target.
type ClientConn struct{}

// DialOption configures a ClientConn.
type DialOption interface{}

// NewClient creates a ClientConn for target.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) { panic("stub") }
