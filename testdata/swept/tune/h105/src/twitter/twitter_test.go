package twitter

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func testServer(h http.HandlerFunc) (*Client, *httptest.Server) {
	server := httptest.NewServer(h)
	return &Client{HTTP: server.Client(), Base: server.URL}, server
}

func assertQuery(t *testing.T, want map[string]string, r *http.Request) {
	t.Helper()
	for k, v := range want {
		if got := r.URL.Query().Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}
