// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import (
	"net/http"
	"time"
)

// Conn is a WebSocket connection.
type Conn struct{}

// Dialer dials WebSocket servers.
type Dialer struct {
	HandshakeTimeout time.Duration
	Subprotocols     []string
}

// Dial creates a new client connection; urlStr must use the ws or wss scheme.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
