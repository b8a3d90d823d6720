package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func redirectsOffHost(loc string) bool {
	return len(loc) > 1 && (loc[1] == '/' || loc[1] == '\\')
}

func TestAddTrailingSlashWithConfig(t *testing.T) {
	for _, whenURL := range []string{
		// cases for open redirect vulnerability
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:49 (syntax: a backslash path in a row of open redirect cases that the trailing slash middleware must neutralise; uniform sample of 32 of 64.)
		`http://localhost:1323/\example.com`, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:59 (syntax: an empty first path segment in a row of open redirect cases that the trailing slash middleware must neutralise; uniform sample of 32 of 64.)
		"http://localhost:1323//example.com", // lookalike
		// control characters that browsers strip must not hide a double slash prefix
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:75 (syntax: an escaped tab and backslash before an evil host in a row of open redirect cases the middleware must neutralise; uniform sample of 32 of 64.)
		"http://localhost:1323/%09%5Cevil.example/x", // lookalike
	} {
		t.Run(whenURL, func(t *testing.T) {
			rec := httptest.NewRecorder()
			c := &Context{Request: httptest.NewRequest(http.MethodGet, whenURL, nil), Response: rec}
			if err := addTrailingSlash(c, http.StatusMovedPermanently); err != nil {
				t.Fatal(err)
			}
			if loc := rec.Header().Get("Location"); redirectsOffHost(loc) {
				t.Errorf("open redirect to %q", loc)
			}
		})
	}
}

func TestRemoveTrailingSlashWithConfig(t *testing.T) {
	for _, whenURL := range []string{
		// cases for open redirect vulnerability
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:201 (syntax: an escaped backslash before a host name in a row of open redirect cases that the middleware must neutralise; uniform sample of 32 of 64.)
		"http://localhost:1323/%5Cexample.com/", // lookalike
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:211 (syntax: raw and escaped backslashes and empty segments in a row of open redirect cases that the middleware must neutralise; uniform sample of 32 of 64.)
		`http://localhost:1323/\\%5C////%5C\\\example.com/`, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:221 (syntax: escaped backslashes only, a row of open redirect cases that the middleware must neutralise; uniform sample of 32 of 64.)
		"http://localhost:1323/%5C%5C/", // lookalike
		// control characters that browsers strip must not hide a double slash prefix
		// Source: github.com/labstack/echo/v4/middleware/slash_test.go:237 (syntax: an escaped tab before a double slash and an evil host in a row of open redirect cases the middleware must neutralise; uniform sample of 32 of 64.)
		"http://localhost:1323/%09//evil.example/x/", // lookalike
	} {
		t.Run(whenURL, func(t *testing.T) {
			rec := httptest.NewRecorder()
			c := &Context{Request: httptest.NewRequest(http.MethodGet, whenURL, nil), Response: rec}
			if err := removeTrailingSlash(c, http.StatusMovedPermanently); err != nil {
				t.Fatal(err)
			}
			if loc := rec.Header().Get("Location"); redirectsOffHost(loc) {
				t.Errorf("open redirect to %q", loc)
			}
		})
	}
}
