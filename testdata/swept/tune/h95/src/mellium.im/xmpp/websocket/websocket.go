// Package websocket is a stub of the mellium.im/xmpp/websocket API used by the cases.
package websocket

import (
	"context"
	"crypto/tls"
	"net"
)

// Dialer dials WebSocket connections carrying XMPP.
type Dialer struct {
	Origin    string
	TLSConfig *tls.Config
}

// DialDirect dials the WebSocket endpoint at addr, a ws or wss URL.
func (d *Dialer) DialDirect(ctx context.Context, addr string) (net.Conn, error) {
	panic("stub")
}
