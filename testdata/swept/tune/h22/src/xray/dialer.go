package xray

import (
	"context"
	"errors"
	"time"

	"github.com/gorilla/websocket"
	"github.com/xtls/xray-core/common/net"
)

// Config is the websocket transport configuration.
type Config struct {
	Path string
	Host string
}

// GetNormalizedPath returns the configured path with a leading '/'.
func (c *Config) GetNormalizedPath() string {
	path := c.Path
	if path == "" || path[0] != '/' {
		return "/" + path
	}
	return path
}

func dialWebsocket(ctx context.Context, dest net.Destination, wsSettings *Config, secure bool) (*websocket.Conn, error) {
	dialer := &websocket.Dialer{
		ReadBufferSize:   4 * 1024,
		WriteBufferSize:  4 * 1024,
		HandshakeTimeout: time.Second * 8,
	}

	protocol := "ws"
	if secure {
		protocol = "wss"
	}

	host := dest.NetAddr()
	if (protocol == "ws" && dest.Port == 80) || (protocol == "wss" && dest.Port == 443) {
		host = dest.Address.String()
	}
	// Source: github.com/xtls/xray-core/transport/internet/websocket/dialer.go:118 (hostjoin: host is dest.NetAddr(), whose Address.String() already brackets an IPv6 address; no host and port joined with ':' here, README hostjoin)
	uri := protocol + "://" + host + wsSettings.GetNormalizedPath() // lookalike

	conn, resp, err := dialer.DialContext(ctx, uri, nil)
	if err != nil {
		var reason string
		if resp != nil {
			reason = resp.Status
		}
		return nil, errors.New("failed to dial to (" + uri + "): " + reason)
	}
	return conn, nil
}
