// Package websocket is a stub of github.com/coder/websocket, with the real signatures of the
// functions and fields that urilint's sink table names.
package websocket

import (
	"context"
	"net/http"
)

type Conn struct{}

type DialOptions struct{}

func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	return nil, nil, nil
}
