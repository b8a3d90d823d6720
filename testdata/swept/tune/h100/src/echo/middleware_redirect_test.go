package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHTTPSNonWWWRedirect(t *testing.T) {
	testCases := []struct {
		whenHost       string
		expectLocation string
	}{
		// Source: github.com/labstack/echo/v4/middleware/redirect_test.go:111 (hostform: the expected output of the redirect middleware for the single-label Host the row feeds it, a row that varies the host on purpose; uniform sample of 32 of 64.)
		{whenHost: "ip", expectLocation: "https://ip/"}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.whenHost, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.Host = tc.whenHost
			ok, loc := HTTPSNonWWWRedirect(req)
			if !ok || loc != tc.expectLocation {
				t.Errorf("got %v %q", ok, loc)
			}
		})
	}
}
