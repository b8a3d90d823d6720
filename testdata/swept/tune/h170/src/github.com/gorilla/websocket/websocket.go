// Package websocket is a stand-in for github.com/gorilla/websocket with the
// names and signatures the rewritten indigo code uses.
package websocket

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/url"
)

// Conn is a WebSocket connection.
type Conn struct{}

// Close closes the connection.
func (c *Conn) Close() error { return nil }

// Dialer dials WebSocket servers.
type Dialer struct {
	NetDialContext func(ctx context.Context, network, addr string) (net.Conn, error)
}

// DefaultDialer is a dialer with all fields set to the default values.
var DefaultDialer = &Dialer{}

// Dial creates a new client connection to the ws:// or wss:// URL urlStr.
func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return d.DialContext(context.Background(), urlStr, requestHeader)
}

// DialContext creates a new client connection to the ws:// or wss:// URL urlStr.
func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	u, err := url.Parse(urlStr)
	if err != nil {
		return nil, nil, err
	}
	switch u.Scheme {
	case "ws", "wss":
	default:
		return nil, nil, errors.New("websocket: bad scheme")
	}
	return &Conn{}, nil, nil
}
