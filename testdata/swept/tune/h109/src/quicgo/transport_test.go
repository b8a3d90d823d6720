package quicgo

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

type transport struct{}

func (transport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Scheme != "https" {
		return nil, errors.New("unsupported protocol scheme: " + req.URL.Scheme)
	}
	return nil, errors.New("test done")
}

func TestRequestValidation(t *testing.T) {
	for _, tt := range []struct {
		name string
		req  *http.Request
	}{
		{
			name: "plain HTTP",
			// Source: github.com/quic-go/quic-go/http3/transport_test.go:60 (plainhttp: the row named plain HTTP expects the transport to refuse the scheme, so no request is sent.)
			req: httptest.NewRequest(http.MethodGet, "http://www.example.org/", nil), // lookalike
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := (transport{}).RoundTrip(tt.req); err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}

func TestTransportDialHostname(t *testing.T) {
	t.Run("port set", func(t *testing.T) {
		// Source: github.com/quic-go/quic-go/http3/transport_test.go:149 (port: a non-default port in a row that checks the port is kept in the dial address.)
		req := httptest.NewRequest(http.MethodGet, "https://quic-go.net:1234", nil) // lookalike
		if got := authorityAddr(req.URL.Host); got != req.URL.Host {
			t.Fatalf("dial address %q", got)
		}
	})
}
