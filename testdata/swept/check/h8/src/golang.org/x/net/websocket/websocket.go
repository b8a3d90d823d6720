// Package websocket stands in for golang.org/x/net/websocket: only what the
// cases call.
package websocket

import (
	"crypto/tls"
	"net"
	"net/url"
)

// Config is a WebSocket configuration.
type Config struct {
	Location  *url.URL
	Origin    *url.URL
	TlsConfig *tls.Config
}

// Conn is a WebSocket connection.
type Conn struct {
	net.Conn
}

// NewConfig creates a new WebSocket config for a client connection.
func NewConfig(server, origin string) (*Config, error) {
	l, err := url.ParseRequestURI(server)
	if err != nil {
		return nil, err
	}
	o, err := url.ParseRequestURI(origin)
	if err != nil {
		return nil, err
	}
	return &Config{Location: l, Origin: o}, nil
}

// DialConfig opens a new client connection to a WebSocket with a config.
func DialConfig(config *Config) (*Conn, error) { return &Conn{}, nil }

// Dial opens a new client connection to a WebSocket.
func Dial(url_, protocol, origin string) (*Conn, error) { return &Conn{}, nil }
