package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestEcho_StaticFS_guardedRoute(t *testing.T) {
	testCases := []struct {
		name         string
		whenPath     string
		expectStatus int
	}{
		// Source: github.com/labstack/echo/v4/echo_fs_test.go:324 (dotsegment: a row named for a parent dot segment in a traversal test of a guarded static route, expected to be refused with 404; uniform sample of 32 of 64.)
		{name: "parent dot segment", whenPath: "/assets/../admin/secret.txt", expectStatus: http.StatusNotFound}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.Path = tc.whenPath
			rec := httptest.NewRecorder()
			ServeStatic(rec, req)
			if rec.Code != tc.expectStatus {
				t.Errorf("code = %d, want %d", rec.Code, tc.expectStatus)
			}
		})
	}
}
