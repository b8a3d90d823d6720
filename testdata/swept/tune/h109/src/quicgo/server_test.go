package quicgo

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
)

func serveHeaderLimited(req *http.Request) int {
	if len(req.Host) > http.DefaultMaxHeaderBytes {
		return http.StatusRequestHeaderFieldsTooLarge
	}
	return http.StatusOK
}

func TestServerRequestHeaderTooLarge(t *testing.T) {
	host := bytes.Repeat([]byte{'a'}, http.DefaultMaxHeaderBytes*2)
	// Source: github.com/quic-go/quic-go/http3/server_test.go:448 (hostform: an oversized host is built on purpose and the test expects the server to reject the request header.)
	req := httptest.NewRequest(http.MethodGet, "https://"+string(host), nil) // lookalike
	if serveHeaderLimited(req) != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatal("expected the request to be rejected")
	}
}
