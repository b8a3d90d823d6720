// Package websocket is a minimal stub of the coder websocket client.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a websocket connection.
type Conn struct{}

// DialOptions configures Dial.
type DialOptions struct {
	HTTPHeader   http.Header
	Subprotocols []string
}

// Dial opens a websocket connection to u.
func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	panic("stub")
}
