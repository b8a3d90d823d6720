package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestStatic_GuardedRouteEncodedPath(t *testing.T) {
	testCases := []struct {
		name         string
		whenPath     string
		whenRawPath  string
		expectStatus int
	}{
		// Source: github.com/labstack/echo/v4/middleware/static_test.go:611 (percent: an encoded unreserved letter in a RawPath row named for it, a bypass attempt on a guarded route expected to get 404; uniform sample of 32 of 64.)
		{name: "encoded letter", whenPath: "/admin/secret.txt", whenRawPath: "/%61dmin/secret.txt", expectStatus: http.StatusNotFound}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/static_test.go:614 (percent: lowercase escaped dots in a RawPath row named for encoded dots, a traversal attempt expected to get 404; uniform sample of 32 of 64.)
		{name: "encoded dots with unescaping", whenPath: "/x/../admin/secret.txt", whenRawPath: "/x/%2e%2e/admin/secret.txt", expectStatus: http.StatusNotFound}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.Path = tc.whenPath
			req.URL.RawPath = tc.whenRawPath
			rec := httptest.NewRecorder()
			ServeStatic(rec, req)
			if rec.Code != tc.expectStatus {
				t.Errorf("code = %d, want %d", rec.Code, tc.expectStatus)
			}
		})
	}
}
