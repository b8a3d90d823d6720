// Package websocket is a minimal stub of github.com/coder/websocket.
package websocket

import (
	"context"
	"net"
	"net/http"
)

type Conn struct{}

type DialOptions struct{}

type MessageType int

const MessageBinary MessageType = 2

func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	panic("stub")
}

func NetConn(ctx context.Context, c *Conn, msgType MessageType) net.Conn {
	panic("stub")
}
