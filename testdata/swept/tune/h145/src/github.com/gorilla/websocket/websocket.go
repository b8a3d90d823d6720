// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a WebSocket connection.
type Conn struct{}

// Dialer dials WebSocket servers.
type Dialer struct{}

// DefaultDialer is a dialer with default options.
var DefaultDialer = &Dialer{}

// DialContext opens a connection to the ws or wss URL urlStr.
func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
