package pmtiles

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestMultiCorsOrigin(t *testing.T) {
	// Source: github.com/protomaps/go-pmtiles/pmtiles/server_test.go:415 (syntax: a comma-separated list of origins that NewCors splits, not one URI.)
	origins := "http://example.com,http://example2.com" // lookalike
	_, second, _ := strings.Cut(origins, ",")
	res := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/foo", nil)
	req.Header.Add("Origin", second)
	NewCors(origins).Handler(http.NotFoundHandler()).ServeHTTP(res, req)
	if got := res.Header().Get("Access-Control-Allow-Origin"); got != second {
		t.Errorf("allowed origin = %q, want %q", got, second)
	}
}
