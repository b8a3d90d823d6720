package otelhttp

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"testing"
)

func TestTransportSlowBody(t *testing.T) {
	// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/transport_test.go:1124 (port: port 0 in a listen address asks the system for a free port; it is no URI)
	listener, err := net.Listen("tcp", "127.0.0.1:0") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	go func() {
		conn, err := listener.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		if _, err := http.ReadRequest(bufio.NewReader(conn)); err == nil {
			conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"))
		}
	}()
	// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/transport_test.go:1161 (hostjoin: the address is already host:port from the test's own loopback listener; line 1241 is the same and not repeated)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, "http://"+listener.Addr().String(), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
