// Package xmpp holds cases rewritten from gosrc.io/xmpp.
package xmpp

import (
	"context"
	"net"
	"strings"

	"nhooyr.io/websocket"
)

type TransportConfiguration struct {
	Address string
}

// Source: gosrc.io/xmpp/transport.go:54 (hostform: the bare scheme prefixes are strings.HasPrefix tests that pick the transport, not URIs)
func connect(ctx context.Context, config TransportConfiguration) error {
	if strings.HasPrefix(config.Address, "ws:") || strings.HasPrefix(config.Address, "wss:") { // lookalike
		_, _, err := websocket.Dial(ctx, config.Address, &websocket.DialOptions{Subprotocols: []string{"xmpp"}})
		return err
	}
	conn, err := net.Dial("tcp", config.Address)
	if err != nil {
		return err
	}
	return conn.Close()
}
