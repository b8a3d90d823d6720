// Package websocket is a minimal stub of golang.org/x/net/websocket.
package websocket

import "net/url"

// Config is a WebSocket configuration.
type Config struct {
	Location *url.URL
	Origin   *url.URL
}

// NewConfig creates a new WebSocket config for a client connection.
func NewConfig(server, origin string) (config *Config, err error) { panic("stub") }
