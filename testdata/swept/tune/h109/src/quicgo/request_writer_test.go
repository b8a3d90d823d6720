package quicgo

import (
	"net/http"
	"net/url"
	"testing"
)

func TestRequestWriterInvalidHostHeader(t *testing.T) {
	req := &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/index.html"}, Header: http.Header{}}
	// Source: github.com/quic-go/quic-go/http3/request_writer_test.go:91 (credentials: a Host with an at sign that the test expects the request writer to reject.)
	req.Host = "foo@bar" // lookalike
	if _, err := requestPath(req, req.Host); err == nil {
		t.Fatal("expected invalid Host header")
	}
}
