// Package grpc is a stub of the gRPC client API used by telepresence.
package grpc

import (
	"context"
	"net"
)

// DialOption configures how a connection is set up.
type DialOption interface{}

// ClientConn is a client connection to a gRPC target.
type ClientConn struct{}

// Close closes the connection.
func (cc *ClientConn) Close() error { return nil }

// NewClient creates a client for the target, a gRPC target URI such as
// "dns:///host:port", "passthrough:///addr" or a scheme of a registered resolver.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{}, nil
}

// WithContextDialer sets the function that dials the resolved address.
func WithContextDialer(f func(context.Context, string) (net.Conn, error)) DialOption { return f }

// WithResolvers registers resolvers local to the connection.
func WithResolvers(rs ...interface{}) DialOption { return rs }

// WithInsecure disables transport security (stands in for insecure credentials).
func WithInsecure() DialOption { return nil }
