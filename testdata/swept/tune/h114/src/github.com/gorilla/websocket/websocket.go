// Package websocket is a minimal stub of github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

// Conn is a websocket connection.
type Conn struct{}

// Dialer dials websocket servers.
type Dialer struct{}

// Dial connects to the websocket server at urlStr.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}

// DialContext connects to the websocket server at urlStr.
func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}
