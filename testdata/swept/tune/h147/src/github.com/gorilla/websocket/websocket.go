// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a WebSocket connection.
type Conn struct{}

// Close closes the connection.
func (c *Conn) Close() error { panic("stub") }

// Dialer dials WebSocket servers.
type Dialer struct {
	ReadBufferSize  int
	WriteBufferSize int
}

// DialContext creates a new client connection to urlStr.
func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
