package thrift

import (
	"net"
	"net/http"
	"testing"
)

func HttpClientSetupForTest(t *testing.T) (net.Listener, net.Addr) {
	addr, err := FindAvailableTCPServerPort(40000)
	if err != nil {
		t.Fatalf("Unable to find available tcp port addr: %s", err)
		return nil, addr
	}
	l, err := net.Listen(addr.Network(), addr.String())
	if err != nil {
		t.Fatalf("Unable to setup tcp listener on %s: %s", addr.String(), err)
		return l, addr
	}
	go http.Serve(l, &HTTPEchoServer{})
	return l, addr
}

func TestHttpClient(t *testing.T) {
	l, addr := HttpClientSetupForTest(t)
	if l != nil {
		defer l.Close()
	}
	// Source: github.com/apache/thrift/lib/go/thrift/http_client_test.go:34 (hostjoin: addr is a net.Addr whose String is already host:port, bracketed for IPv6)
	trans, err := NewTHttpPostClient("http://" + addr.String()) // lookalike
	if err != nil {
		l.Close()
		t.Fatalf("Unable to connect to %s: %v", addr.String(), err)
	}
	_ = trans
}
