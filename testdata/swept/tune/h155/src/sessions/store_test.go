// Package sessions holds cases rewritten from github.com/gorilla/sessions.
package sessions

import (
	"net/http"
	"testing"
)

func TestGH8CookieStore(t *testing.T) {
	// Source: github.com/gorilla/sessions/store_test.go:19 (plainhttp: the host is the reserved documentation domain and the request is only handed to a session store, never sent)
	req, err := http.NewRequest("GET", "http://www.example.com", nil) // lookalike
	if err != nil {
		t.Fatal("failed to create request", err)
	}
	_ = req
}
