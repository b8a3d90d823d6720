// Package rpcx holds the cases of github.com/smallnest/rpcx.
package rpcx

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"

	"golang.org/x/net/websocket"
)

// DefaultRPCPath is the path the server answers WebSocket RPC on.
const DefaultRPCPath = "/_rpcx_"

// Option holds the client options.
type Option struct {
	RPCPath   string
	TLSConfig *tls.Config
}

// Client is an RPC client.
type Client struct {
	option Option
}

// newDirectWSConn connects to address, a host:port, over a WebSocket.
func newDirectWSConn(c *Client, network, address string) (net.Conn, error) {
	if c == nil {
		return nil, errors.New("empty client")
	}
	path := c.option.RPCPath
	if path == "" {
		path = DefaultRPCPath
	}

	var conn net.Conn
	var err error

	// url := "ws://localhost:12345/ws"

	var url, origin string
	if network == "ws" {
		// Source: github.com/smallnest/rpcx/client/connection.go:194 (hostjoin: address is the server's host:port as the caller gives it to every transport; nothing joins a host and a port here)
		url = fmt.Sprintf("ws://%s%s", address, path) // lookalike
		origin = fmt.Sprintf("http://%s", address)
	} else {
		url = fmt.Sprintf("wss://%s%s", address, path)
		origin = fmt.Sprintf("https://%s", address)
	}

	if c.option.TLSConfig != nil {
		config, erri := websocket.NewConfig(url, origin)
		if erri != nil {
			return nil, erri
		}
		config.TlsConfig = c.option.TLSConfig
		conn, err = websocket.DialConfig(config)
	} else {
		conn, err = websocket.Dial(url, "", origin)
	}

	return conn, err
}
