// Package redis is a stub of github.com/gomodule/redigo/redis, with the real signatures of the
// functions and fields that urilint's sink table names.
package redis

import (
	"context"
)

type Conn interface{}

type DialOption struct{}

func Dial(network, address string, options ...DialOption) (Conn, error) { return nil, nil }
func DialContext(ctx context.Context, network, address string, options ...DialOption) (Conn, error) {
	return nil, nil
}
func DialURL(rawurl string, options ...DialOption) (Conn, error) { return nil, nil }
func DialURLContext(ctx context.Context, rawurl string, options ...DialOption) (Conn, error) {
	return nil, nil
}
