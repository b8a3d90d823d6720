package gotenberg

import (
	"bufio"
	"context"
	"encoding/base64"
	"net"
	"net/http"
	"net/url"
	"testing"
	"time"
)

type connectCapture struct {
	method, host, auth string
}

func startConnectProxyStub(t *testing.T, capture *connectCapture) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	t.Cleanup(func() { _ = l.Close() })

	go func() {
		conn, err := l.Accept()
		if err != nil {
			return
		}
		req, err := http.ReadRequest(bufio.NewReader(conn))
		if err != nil {
			return
		}
		capture.method, capture.host, capture.auth = req.Method, req.Host, req.Header.Get("Proxy-Authorization")
		_, _ = conn.Write([]byte("HTTP/1.1 200 OK\r\n\r\n"))
	}()
	return l.Addr().String()
}

func TestDialThroughProxy(t *testing.T) {
	capture := &connectCapture{}
	addr := startConnectProxyStub(t, capture)

	// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/outbound_proxy_test.go:75 (credentials: a password set on the URL of the proxy stub the test runs itself, and compared with the Basic credentials the proxy receives, rule 2c)
	proxyURL := &url.URL{Scheme: "http", Host: addr, User: url.UserPassword("alice", "s3cr3t")} // lookalike
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()

	conn, err := DialThroughProxy(ctx, proxyURL, "example.com:443", func(ctx context.Context, network, addr string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, network, addr)
	})
	if err != nil {
		t.Fatalf("DialThroughProxy: %v", err)
	}
	defer func() { _ = conn.Close() }()

	if capture.method != http.MethodConnect {
		t.Fatalf("proxy saw method %q, want CONNECT", capture.method)
	}
	wantAuth := "Basic " + base64.StdEncoding.EncodeToString([]byte("alice:s3cr3t"))
	if capture.auth != wantAuth {
		t.Fatalf("proxy saw Proxy-Authorization %q, want %q", capture.auth, wantAuth)
	}
}
