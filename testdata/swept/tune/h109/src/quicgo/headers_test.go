package quicgo

import (
	"net/http"
	"testing"
)

func TestRequestHeaderParsing(t *testing.T) {
	for _, tc := range []struct {
		name   string
		path   string
		scheme string
	}{
		{name: "regular path", path: "/foo", scheme: "https"},
		// Source: github.com/quic-go/quic-go/http3/headers_test.go:83 (schemecase: the row named upper-case scheme is input to the header parser, which lowercases the scheme.)
		{name: "upper-case scheme", path: "/foo", scheme: "HTTPS"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/quic-go/quic-go/http3/headers_test.go:89 (port: the authority with its port is input to the request parser, which must keep it unchanged as the Host.)
			authority := "quic-go.net:443" // lookalike
			req, err := requestFromHeaders(pseudoHeaders{Scheme: tc.scheme, Path: tc.path, Authority: authority, Method: http.MethodGet})
			if err != nil {
				t.Fatal(err)
			}
			if req.Host != authority {
				t.Fatalf("host %q", req.Host)
			}
		})
	}
}

func TestRequestHeadersValidation(t *testing.T) {
	for _, tc := range []struct {
		name      string
		path      string
		authority string
		err       string
	}{
		// Source: github.com/quic-go/quic-go/http3/headers_test.go:364 (syntax: a path with a raw space in a row named invalid, which the parser must reject.)
		{name: "invalid :path", path: "invalid path", authority: "quic-go.net", err: `invalid :path: "invalid path"`}, // lookalike
		{
			name: "absolute URI in :path",
			// Source: github.com/quic-go/quic-go/http3/headers_test.go:374 (sink: an absolute URI where an origin-form path is required, in a row that expects the parser to reject it.)
			path:      "https://attacker.example/foo", // lookalike
			authority: "quic-go.net",
			// Source: github.com/quic-go/quic-go/http3/headers_test.go:378 (syntax: the expected error message quotes the rejected URI after words and a colon, which is prose.)
			err: `invalid :path: "https://attacker.example/foo"`, // lookalike
		},
		// Source: github.com/quic-go/quic-go/http3/headers_test.go:417 (credentials: a user name without password in the authority, in a row that expects the parser to reject userinfo.)
		{name: "userinfo in :authority", path: "/foo", authority: "user@quic-go.net", err: "userinfo is not allowed in :authority"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := requestFromHeaders(pseudoHeaders{Scheme: "https", Path: tc.path, Authority: tc.authority, Method: http.MethodGet})
			if err == nil || err.Error() != tc.err {
				t.Fatalf("got %v, want %s", err, tc.err)
			}
		})
	}
}

func TestRequestHeadersConnect(t *testing.T) {
	// Source: github.com/quic-go/quic-go/http3/headers_test.go:470 (port: the authority of a CONNECT request keeps its port.)
	authority := "quic-go.net:443" // lookalike
	req, err := requestFromHeaders(pseudoHeaders{Authority: authority, Method: http.MethodConnect})
	if err != nil {
		t.Fatal(err)
	}
	if req.RequestURI != authority || req.URL.Host != authority {
		t.Fatalf("request URI %q", req.RequestURI)
	}
}
