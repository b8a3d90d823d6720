// Package grpc is a stub of google.golang.org/grpc.
package grpc

// ClientConn represents a virtual connection to a conceptual endpoint.
type ClientConn struct{}

// DialOption configures how we set up the connection.
type DialOption interface{}

// Dial creates a client connection to the given target.
func Dial(target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{}, nil
}

// WithInsecure returns a DialOption which disables transport security.
func WithInsecure() DialOption { return struct{}{} }
