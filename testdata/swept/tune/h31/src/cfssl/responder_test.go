package cfssl

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestOCSP(t *testing.T) {
	cases := []struct {
		method   string
		path     string
		expected int
	}{
		{"OPTIONS", "/", http.StatusMethodNotAllowed},
		{"GET", "/", http.StatusBadRequest},
		// Bad URL encoding
		// Source: github.com/cloudflare/cfssl/ocsp/responder_test.go:45 (syntax: the "Bad URL encoding" row, which expects 400, rules 2a and 2b)
		{"GET", "%ZZFQwUjBQME4wTDAJBgUrDgMCGgUABBQ55F6w46hhx%2Fo6OXOHa%2BYfe32YhgQU%2B3hPEvlgFYMsnxd%2FNBmzLjbqQYkCEwD6Wh0MaVKu9gJ3By9DI%2F%2Fxsd4%3D", http.StatusBadRequest}, // lookalike
	}
	responder := Responder{}
	for _, tc := range cases {
		rw := httptest.NewRecorder()
		responder.ServeHTTP(rw, &http.Request{Method: tc.method, URL: &url.URL{Path: tc.path}})
		if rw.Code != tc.expected {
			t.Errorf("Incorrect response code: got %d, wanted %d", rw.Code, tc.expected)
		}
	}
}

func TestOverrideHeaders(t *testing.T) {
	rw := httptest.NewRecorder()
	Responder{}.ServeHTTP(rw, &http.Request{
		Method: "GET",
		// Source: github.com/cloudflare/cfssl/ocsp/responder_test.go:106 (escaper: an escaped OCSP request in the Path field, input of the responder, which unescapes the path itself, rule 2c)
		URL: &url.URL{Path: "MFQwUjBQME4wTDAJBgUrDgMCGgUABBQ55F6w46hhx%2Fo6OXOHa%2BYfe32YhgQU%2B3hPEvlgFYMsnxd%2FNBmzLjbqQYkCEwD6Wh0MaVKu9gJ3By9DI%2F%2Fxsd4%3D"}, // lookalike
	})
	if rw.Code != http.StatusOK {
		t.Fatalf("Unexpected HTTP status code %d", rw.Code)
	}
}
