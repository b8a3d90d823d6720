package handlers

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func newRequest(method, u string) *http.Request {
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		panic(err)
	}
	return req
}

func TestCleanHost(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"www.google.com", "www.google.com"},
		// Source: github.com/gorilla/handlers/canonical_test.go:19 (syntax: a Host header with a space, the input of the package's host cleaner, which cuts it off; no URI, rule 2c)
		{"www.google.com foo", "www.google.com"}, // lookalike
		{"www.google.com/foo", "www.google.com"},
	}
	for _, tt := range tests {
		got := cleanHost(tt.in)
		if tt.want != got {
			t.Errorf("cleanHost(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestKeepsQueryString(t *testing.T) {
	google := "https://www.google.com"

	rr := httptest.NewRecorder()
	querystring := url.Values{"q": {"golang"}, "format": {"json"}}.Encode()
	// Source: github.com/gorilla/handlers/canonical_test.go:56 (escaper: a query encoded by url.Values.Encode appended after '?')
	r := newRequest(http.MethodGet, "http://www.example.com/search?"+querystring) // lookalike

	testHandler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
	CanonicalHost(google, http.StatusFound)(testHandler).ServeHTTP(rr, r)

	// Source: github.com/gorilla/handlers/canonical_test.go:61 (escaper: the expected redirect, the same encoded query after '?')
	want := google + r.URL.Path + "?" + querystring // lookalike
	if rr.Header().Get("Location") != want {
		t.Fatalf("bad re-direct: got %q want %q", rr.Header().Get("Location"), want)
	}
}
