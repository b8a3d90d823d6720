package frrk8s

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestLiveness(t *testing.T) {
	// Source: github.com/metallb/frr-k8s/frr-tools/metrics/liveness/liveness_test.go:42 (sink: httptest.NewRequest is made for a server-side request target and takes a bare path, unlike http.NewRequest.)
	req := httptest.NewRequest(http.MethodGet, "/livez", nil) // lookalike
	w := httptest.NewRecorder()
	Handler(true).ServeHTTP(w, req)
	if w.Result().StatusCode != http.StatusOK {
		t.Errorf("status %d", w.Result().StatusCode)
	}
}
