package goqite

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHandlerInvalidTimeout(t *testing.T) {
	var h http.HandlerFunc
	for _, timeout := range []string{"notaduration", "0s", "20s1ns"} {
		t.Run(timeout, func(t *testing.T) {
			// Source: github.com/maragudk/goqite/http/handler_test.go:101 (escaper: raw query value from a table of deliberately invalid durations the test expects a 400 for, and the values hold no reserved characters)
			r := httptest.NewRequest(http.MethodGet, "/?timeout="+timeout, nil) // lookalike
			w := httptest.NewRecorder()
			h(w, r)
			if w.Code != http.StatusBadRequest {
				t.Fatal(w.Code)
			}
		})
	}
}

func TestHandlerInvalidInterval(t *testing.T) {
	var h http.HandlerFunc
	for _, interval := range []string{"notaduration", "0s", "100ms1ns"} {
		t.Run(interval, func(t *testing.T) {
			// Source: github.com/maragudk/goqite/http/handler_test.go:115 (escaper: raw query value from a table of deliberately invalid intervals the test expects a 400 for, and the values hold no reserved characters)
			r := httptest.NewRequest(http.MethodGet, "/?timeout=100ms&interval="+interval, nil) // lookalike
			w := httptest.NewRecorder()
			h(w, r)
			if w.Code != http.StatusBadRequest {
				t.Fatal(w.Code)
			}
		})
	}
}
