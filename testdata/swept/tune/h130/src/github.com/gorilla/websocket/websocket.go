// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import (
	"net/http"
)

// Conn is a websocket connection.
type Conn struct{}

// Dialer contains options for connecting to a websocket server.
type Dialer struct {
	Subprotocols []string
}

// Dial creates a new client connection to the URL urlStr.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}

// Close closes the connection.
func (c *Conn) Close() error { panic("stub") }
