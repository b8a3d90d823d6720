// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a websocket connection.
type Conn struct{}

// Close closes the connection.
func (c *Conn) Close() error { panic("stub") }

// Dialer dials websocket servers.
type Dialer struct{}

// DefaultDialer is a dialer with default values.
var DefaultDialer = &Dialer{}

// DialContext creates a client connection to the websocket server at urlStr.
func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
