package xray

import (
	stdnet "net"
	"net/http"
	"testing"

	"github.com/xtls/xray-core/common/net"
)

// pickPort returns an unused TCP port.
func pickPort(t *testing.T) net.Port {
	l, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return net.Port(l.Addr().(*stdnet.TCPAddr).Port)
}

// serve starts a plain HTTP server on dest for the test.
func serve(t *testing.T, dest net.Destination, h http.Handler) func() {
	l, err := stdnet.Listen("tcp", dest.NetAddr())
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(l)
	return func() { srv.Close() }
}
