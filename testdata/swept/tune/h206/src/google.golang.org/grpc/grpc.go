// Package grpc is a stand-in for the parts of google.golang.org/grpc used by the cases.
package grpc

import (
	"context"
	"net"
)

// ClientConn is a stand-in for grpc.ClientConn.
type ClientConn struct {
	target string
}

// DialOption is a stand-in for grpc.DialOption.
type DialOption interface{}

type contextDialer func(context.Context, string) (net.Conn, error)

// WithContextDialer is a stand-in for grpc.WithContextDialer.
func WithContextDialer(f func(context.Context, string) (net.Conn, error)) DialOption {
	return contextDialer(f)
}

// Dial is a stand-in for grpc.Dial: target is a gRPC name such as unix:///path.
func Dial(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{target: target}, nil
}
