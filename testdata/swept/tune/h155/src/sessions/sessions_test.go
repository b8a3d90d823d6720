package sessions

import (
	"net/http"
	"testing"
)

func TestFlashes(t *testing.T) {
	// Source: github.com/gorilla/sessions/sessions_test.go:49 (plainhttp: the request targets localhost and is only built to carry a cookie, never sent)
	req, _ := http.NewRequest("GET", "http://localhost:8080/", nil) // lookalike
	_ = req
}
