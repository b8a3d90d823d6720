// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

// ClientConn is a client connection.
type ClientConn struct{}

// DialOption configures a ClientConn.
type DialOption interface{}

// NewClient creates a client for the target (a name in gRPC naming syntax).
func NewClient(target string, opts ...DialOption) (*ClientConn, error) { panic("stub") }
