// Package websocket is a stand-in for github.com/gorilla/websocket.
package websocket

import "net/http"

// Conn represents a WebSocket connection.
type Conn struct{}

// Dialer contains options for connecting to a WebSocket server.
type Dialer struct{}

// Dial creates a new client connection to the ws:// or wss:// urlStr.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return &Conn{}, nil, nil
}
