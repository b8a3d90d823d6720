package datastar

import (
	"net/http/httptest"
	"testing"
)

func TestSSEIsClosed(t *testing.T) {
	// Source: github.com/starfederation/datastar-go/datastar/sse_test.go:13 (sink: httptest.NewRequest takes a bare request-target path by design, so the missing scheme and host are right there.)
	req := httptest.NewRequest("GET", "/test", nil) // lookalike
	w := httptest.NewRecorder()
	if req.URL.Path == "" || w == nil {
		t.Fatal("no request")
	}
}
