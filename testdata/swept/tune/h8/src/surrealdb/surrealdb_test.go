package surrealdb

import (
	"net"
	"net/url"
	"testing"
)

type testServer struct{ ln net.Listener }

func (s *testServer) Address() string { return s.ln.Addr().String() }

// Source: github.com/surrealdb/surrealdb.go/contrib/rews/integration_test.go:117 (hostjoin: the address of the test's own listener, already host:port)
func TestReconnect(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	server := &testServer{ln: ln}
	wsURL := "ws://" + server.Address() // lookalike
	if _, err := url.ParseRequestURI(wsURL); err != nil {
		t.Fatal(err)
	}
}
