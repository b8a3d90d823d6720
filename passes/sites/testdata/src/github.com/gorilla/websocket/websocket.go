// Package websocket is a stub of github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

type Dialer struct{}

type Conn struct{}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return nil, nil, nil
}

func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return nil, nil, nil
}
