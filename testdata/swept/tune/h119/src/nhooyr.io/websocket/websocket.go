// Package websocket is a minimal stub of nhooyr.io/websocket.
package websocket

import (
	"context"
	"net/http"
)

type Conn struct{}

type DialOptions struct {
	Subprotocols []string
}

func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	panic("stub")
}
