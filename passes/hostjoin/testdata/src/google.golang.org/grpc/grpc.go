// Package grpc is a stub of google.golang.org/grpc.
package grpc

import "context"

type ClientConn struct{}

type DialOption interface{}

func NewClient(target string, opts ...DialOption) (*ClientConn, error) { return nil, nil }

func Dial(target string, opts ...DialOption) (*ClientConn, error) { return nil, nil }

func DialContext(ctx context.Context, target string, opts ...DialOption) (conn *ClientConn, err error) {
	return nil, nil
}
