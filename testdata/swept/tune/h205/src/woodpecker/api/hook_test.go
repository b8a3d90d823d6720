package api

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestHook(t *testing.T) {
	w := httptest.NewRecorder()
	header := http.Header{}
	header.Set("Authorization", "Bearer signed-token")
	r := &http.Request{
		Header: header,
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/hook_test.go:84 (sink: an incoming server request URL carries no host, and the handler reads only headers and body, so the empty host is what that sink sees in production; uniform sample 6 of 12 identical url.URL{Scheme: "https"} request URLs)
		URL: &url.URL{Scheme: "https"}, // lookalike
	}

	PostHook(w, r)

	if w.Code != http.StatusNoContent {
		t.Fatalf("status %d", w.Code)
	}
}
