package httpbin

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestNewObserver(t *testing.T) {
	expectedStatus := http.StatusTeapot
	h := &HTTPBin{}

	// Source: github.com/mccutchen/go-httpbin/v2/httpbin/httpbin_test.go:74 (sink: a bare path with no scheme or host is given to http.NewRequest for a request the test expects to succeed (rule 1).)
	r, _ := http.NewRequest("GET", fmt.Sprintf("/status/%d", expectedStatus), nil) // defect sink
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)

	if w.Code == 0 {
		t.Fatalf("expected status %d", expectedStatus)
	}
}
