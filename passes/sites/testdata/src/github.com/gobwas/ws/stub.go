// Package ws is a stub of github.com/gobwas/ws, with the real signatures of the
// functions and fields that urilint's sink table names.
package ws

import (
	"bufio"
	"context"
	"net"
)

type Handshake struct{}

type Dialer struct{}

func Dial(ctx context.Context, urlstr string) (net.Conn, *bufio.Reader, Handshake, error) {
	return nil, nil, Handshake{}, nil
}

func (d Dialer) Dial(ctx context.Context, urlstr string) (conn net.Conn, br *bufio.Reader, hs Handshake, err error) {
	return nil, nil, Handshake{}, nil
}
