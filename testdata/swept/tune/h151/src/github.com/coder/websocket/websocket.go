// Package websocket is a minimal stub of github.com/coder/websocket.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a stub.
type Conn struct{}

// DialOptions is a stub.
type DialOptions struct{}

// Dial is a stub.
func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	panic("stub")
}

// CloseNow is a stub.
func (c *Conn) CloseNow() error { panic("stub") }
