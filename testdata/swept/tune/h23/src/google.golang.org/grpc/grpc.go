// Package grpc is a minimal stub of google.golang.org/grpc.
package grpc

import (
	"context"
	"net"

	"google.golang.org/grpc/credentials"
)

// DialOption configures a client connection.
type DialOption interface{}

// ClientConn is a client connection.
type ClientConn struct{ target string }

// Close closes the connection.
func (cc *ClientConn) Close() error { return nil }

// NewClient creates a client connection for the target.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{target: target}, nil
}

// WithContextDialer sets the dialer.
func WithContextDialer(f func(context.Context, string) (net.Conn, error)) DialOption { return f }

// WithTransportCredentials sets the transport credentials.
func WithTransportCredentials(creds credentials.TransportCredentials) DialOption { return creds }
