// Package websocket is a minimal stub of the gorilla/websocket client API.
package websocket

import (
	"net/http"
	"net/url"
)

// Conn is a WebSocket connection.
type Conn struct{}

// Close closes the connection.
func (c *Conn) Close() error { panic("stub") }

// Dialer dials WebSocket servers.
type Dialer struct {
	Proxy func(*http.Request) (*url.URL, error)
}

// DefaultDialer is a dialer with default values.
var DefaultDialer = &Dialer{}

// Dial creates a new client connection to urlStr.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
