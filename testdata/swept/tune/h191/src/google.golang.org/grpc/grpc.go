// Package grpc is a minimal stand-in for google.golang.org/grpc.
package grpc

import (
	"context"
	"net"
)

// DialOption mirrors grpc.DialOption.
type DialOption func(*dialOptions)

type dialOptions struct {
	dialer func(context.Context, string) (net.Conn, error)
}

// ClientConn mirrors grpc.ClientConn.
type ClientConn struct {
	target string
	opts   dialOptions
}

// WithContextDialer mirrors grpc.WithContextDialer: the dialer decides the
// address, the target string is handed to it unchanged.
func WithContextDialer(f func(context.Context, string) (net.Conn, error)) DialOption {
	return func(o *dialOptions) { o.dialer = f }
}

// Dial mirrors grpc.Dial: the target goes through the passthrough resolver.
func Dial(target string, opts ...DialOption) (*ClientConn, error) {
	cc := &ClientConn{target: target}
	for _, o := range opts {
		o(&cc.opts)
	}
	return cc, nil
}
