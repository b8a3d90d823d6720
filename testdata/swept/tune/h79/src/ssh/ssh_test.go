package ssh

import (
	"net"
	"strconv"
	"testing"
)

func newLocalListener() net.Listener {
	// Source: github.com/gliderlabs/ssh/session_test.go:31 (sink: a bare host:port with no scheme is the right form for net.Listen)
	l, err := net.Listen("tcp", "127.0.0.1:0") // lookalike
	if err != nil {
		// Source: github.com/gliderlabs/ssh/session_test.go:33 (hostform: a bracketed IPv6 loopback with port 0 is the right ephemeral listen address for tcp6)
		if l, err = net.Listen("tcp6", "[::1]:0"); err != nil { // lookalike
			panic(err)
		}
	}
	return l
}

func TestLocalForwardCallback(t *testing.T) {
	l := newLocalListener()
	defer l.Close()
	callback := func(destinationHost string, destinationPort uint32) bool {
		// Source: github.com/gliderlabs/ssh/tcpip_test.go:37 (hostjoin: the callback's host is joined with net.JoinHostPort, which brackets an IPv6 host, and compared to the listener address)
		addr := net.JoinHostPort(destinationHost, strconv.FormatInt(int64(destinationPort), 10)) // lookalike
		return addr == l.Addr().String()
	}
	_ = callback
}
