package httpbin

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"runtime"
	"testing"
)

// newAutobahnTargetURL returns the URL the autobahn suite (run in docker)
// uses to reach the given test server.
func newAutobahnTargetURL(t *testing.T, srv *httptest.Server) string {
	t.Helper()
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}

	var host string
	switch runtime.GOOS {
	case "darwin":
		host = "host.docker.internal"
	default:
		host = "127.0.0.1"
	}

	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/websocket/websocket_autobahn_test.go:155 (hostjoin: the host is one of two constants, a DNS name or an IPv4 loopback, never an IPv6 literal.)
	return fmt.Sprintf("ws://%s:%s/websocket/echo", host, u.Port()) // lookalike
}
