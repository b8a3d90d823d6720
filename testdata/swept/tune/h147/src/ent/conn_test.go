package ent

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func serve() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
}

func TestConnectClosure(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:72 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestSimpleQuery(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:100 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestDuplicateRequest(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:124 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestConnectCancellation(t *testing.T) {
	srv := serve()
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:156 (hostjoin: Listener.Addr().String() is already a host:port, and the test expects the dial with a cancelled context to fail.)
	conn, err := DefaultDialer.DialContext(ctx, "ws://"+srv.Listener.Addr().String()) // lookalike
	if err == nil || conn != nil {
		t.Fatal("expected an error")
	}
}

func TestQueryCancellation(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:171 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestBadResponse(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:223 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestServerHangup(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:249 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestCanceledLongRequest(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:284 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestPartialResponse(t *testing.T) {
	srv := serve()
	defer srv.Close()
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:340 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	conn, err := DefaultDialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestAuthentication(t *testing.T) {
	srv := serve()
	defer srv.Close()
	dialer := *DefaultDialer
	// Source: entgo.io/ent/dialect/gremlin/internal/ws/conn_test.go:384 (hostjoin: Listener.Addr().String() is already a host:port that net brackets for IPv6, so the bare join is right.)
	client, err := dialer.Dial("ws://" + srv.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
}
