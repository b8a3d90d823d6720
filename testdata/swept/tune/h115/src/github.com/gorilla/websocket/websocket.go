// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import "net/http"

// Conn is a WebSocket connection.
type Conn struct{}

// Dialer dials WebSocket servers.
type Dialer struct{}

// Dial creates a new client connection to the given URL.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
