package quicgo

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// TestHTTPServerRequestParsing compares how two servers parse the same requests.
func TestHTTPServerRequestParsing(t *testing.T) {
	h2Server := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTeapot)
	}))
	defer h2Server.Close()

	// Cover origin and authority request-target forms and URL parsing edge cases.
	tests := []struct {
		name      string
		method    string
		authority string
		path      string
	}{
		// Source: github.com/quic-go/quic-go/integrationtests/self/http_request_parsing_test.go:130 (percent: the escape is uppercase and encodes a reserved slash, in a row of a table of parsing edge cases.)
		{name: "origin form with escaped path", method: http.MethodGet, authority: "quic-go.net", path: "/foo%2Fbar?baz=qux"}, // lookalike
		// Source: github.com/quic-go/quic-go/integrationtests/self/http_request_parsing_test.go:148 (percent: the escapes are uppercase and encode a reserved slash and a space, in a row of a table of parsing edge cases.)
		{name: "origin form with encoded query", method: http.MethodGet, authority: "quic-go.net", path: "/search?q=a%2Fb%20c"}, // lookalike
		// Source: github.com/quic-go/quic-go/integrationtests/self/http_request_parsing_test.go:165 (port: the row named explicit authority port writes the default port on purpose in a table of edge cases.)
		{name: "origin form with explicit authority port", method: http.MethodGet, authority: "quic-go.net:443", path: "/port"}, // lookalike
		// Source: github.com/quic-go/quic-go/integrationtests/self/http_request_parsing_test.go:170 (port: a row that varies the authority to a bracketed IPv6 literal with a port, in a table of edge cases.)
		{name: "origin form with IPv6 authority", method: http.MethodGet, authority: "[2001:db8::1]:443", path: "/ipv6"}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Source: github.com/quic-go/quic-go/integrationtests/self/http_request_parsing_test.go:182 (hostjoin: the host is the listener address string, already host:port with any IPv6 bracketed.)
			requestURL := &url.URL{Scheme: "https", Host: h2Server.Listener.Addr().String()} // lookalike
			parsedURL, err := url.ParseRequestURI(tc.path)
			if err != nil {
				t.Fatal(err)
			}
			parsedURL.Scheme = requestURL.Scheme
			parsedURL.Host = requestURL.Host
			resp, err := h2Server.Client().Do(&http.Request{Method: tc.method, URL: parsedURL, Host: tc.authority, Header: http.Header{}})
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		})
	}
}
