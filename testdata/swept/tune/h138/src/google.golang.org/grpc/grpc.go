// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

import "context"

// ClientConn is a client connection.
type ClientConn struct{}

// DialOption configures a dial.
type DialOption interface{}

// DialContext dials target, a gRPC target such as host:port.
func DialContext(ctx context.Context, target string, opts ...DialOption) (*ClientConn, error) {
	panic("stub")
}
