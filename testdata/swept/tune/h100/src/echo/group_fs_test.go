package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestGroup_StaticFS_dotAndEmptySegments(t *testing.T) {
	// Source: github.com/labstack/echo/v4/group_fs_test.go:116 (dotsegment: paths with dot and empty segments in a traversal test of a guarded static route, each expected to be refused with 404; uniform sample of 32 of 64.)
	for _, p := range []string{"/g/x/../admin/secret.txt", "/g/./admin/secret.txt", "/g//admin/secret.txt"} { // lookalike
		t.Run(p, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.Path = p
			rec := httptest.NewRecorder()
			ServeStatic(rec, req)
			if rec.Code != http.StatusNotFound {
				t.Errorf("code = %d, want 404", rec.Code)
			}
		})
	}
}
