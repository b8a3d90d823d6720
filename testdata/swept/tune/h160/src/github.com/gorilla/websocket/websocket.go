// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import "net/http"

// Conn is a stub connection.
type Conn struct{}

// Close closes the connection.
func (c *Conn) Close() error { panic("stub") }

// Dialer is a stub dialer.
type Dialer struct{}

// DefaultDialer is the stub default dialer.
var DefaultDialer = &Dialer{}

// Dial connects to urlStr.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
