// Package grpc is a stand-in for google.golang.org/grpc with the names used.
package grpc

import "google.golang.org/grpc/credentials"

// DialOption configures how a connection is set up.
type DialOption interface{ apply() }

type opt struct{}

func (opt) apply() {}

// ClientConn is a virtual connection to a conceptual endpoint.
type ClientConn struct{ target string }

// Close tears down the ClientConn.
func (cc *ClientConn) Close() error { return nil }

// Target returns the target string of the ClientConn.
func (cc *ClientConn) Target() string { return cc.target }

// NewClient creates a new gRPC channel for the target URI ("scheme:///endpoint"
// or "host:port" with the default dns resolver).
func NewClient(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{target: target}, nil
}

// WithTransportCredentials sets the transport credentials.
func WithTransportCredentials(creds credentials.TransportCredentials) DialOption { return opt{} }

// WithNoProxy disables the use of proxies.
func WithNoProxy() DialOption { return opt{} }

// WithDisableServiceConfig disables service config lookups.
func WithDisableServiceConfig() DialOption { return opt{} }
