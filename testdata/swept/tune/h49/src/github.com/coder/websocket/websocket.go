// Package websocket is a minimal stub of github.com/coder/websocket.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a WebSocket connection.
type Conn struct{}

// DialOptions are options for Dial.
type DialOptions struct{}

// Dial performs a WebSocket handshake on the given URL.
func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	panic("stub")
}

// CloseNow closes the connection.
func (c *Conn) CloseNow() error { panic("stub") }
