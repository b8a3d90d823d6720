package quicgo

import (
	"net/http"
	"testing"
)

// memClientConn answers requests over an in-memory connection pair.
type memClientConn struct{}

func (memClientConn) RoundTrip(*http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: http.StatusTeapot}, nil
}

func TestClientRequest(t *testing.T) {
	// Source: github.com/quic-go/quic-go/http3/client_test.go:147 (plainhttp: the request goes over an in-memory test connection, never to the public host.)
	req, err := http.NewRequest(http.MethodGet, "http://quic-go.net", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	rsp, err := (memClientConn{}).RoundTrip(req)
	if err != nil || rsp.StatusCode != http.StatusTeapot {
		t.Fatal(err)
	}
}
