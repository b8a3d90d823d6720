// Package ssh holds cases rewritten from github.com/gliderlabs/ssh.
package ssh

import (
	"context"
	"net"
	"strconv"
)

type localForwardChannelData struct {
	DestAddr string
	DestPort uint32
}

// Source: github.com/gliderlabs/ssh/tcpip.go:40 (hostjoin: DestAddr comes from the client's forward request and may be IPv6, and net.JoinHostPort brackets it before dialing)
func directTCPIP(ctx context.Context, d localForwardChannelData) (net.Conn, error) {
	dest := net.JoinHostPort(d.DestAddr, strconv.FormatInt(int64(d.DestPort), 10)) // lookalike
	var dialer net.Dialer
	return dialer.DialContext(ctx, "tcp", dest)
}

type remoteForwardRequest struct {
	BindAddr string
	BindPort uint32
}

// Source: github.com/gliderlabs/ssh/tcpip.go:114 (hostjoin: BindAddr from the client's request may be IPv6, and net.JoinHostPort brackets it before net.Listen)
func tcpipForward(reqPayload remoteForwardRequest) (net.Listener, error) {
	addr := net.JoinHostPort(reqPayload.BindAddr, strconv.Itoa(int(reqPayload.BindPort))) // lookalike
	return net.Listen("tcp", addr)
}
