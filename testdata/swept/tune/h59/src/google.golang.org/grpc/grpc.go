// Package grpc is a minimal stub of the API the cases use.
package grpc

// ClientConn is a client connection.
type ClientConn struct{}

// DialOption configures a connection.
type DialOption interface{}

// NewClient creates a client for the target, a URI or host:port.
func NewClient(target string, opts ...DialOption) (*ClientConn, error) { panic("stub") }

// Close closes the connection.
func (cc *ClientConn) Close() error { panic("stub") }
