package echo

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
)

func TestRewriteURL(t *testing.T) {
	testCases := []struct {
		whenURL       string
		expectPath    string
		expectRawPath string
		expectQuery   string
	}{
		{
			// Source: github.com/labstack/echo/v4/middleware/middleware_test.go:47 (percent: a row of a URL rewrite test about encoded paths whose encoded unreserved and lowercase escapes are the input the rewriter must keep apart from the decoded path; uniform sample of 32 of 64.)
			whenURL:    "http://localhost:8080/%47%6f%2f?test=1", // lookalike
			expectPath: "/Go/",
			// Source: github.com/labstack/echo/v4/middleware/middleware_test.go:49 (percent: the expected RawPath of the same row, the rewriter's output that keeps the encoding as sent; kept beside the uniform sample because it belongs to the sampled row.)
			expectRawPath: "/%47%6f%2f", // lookalike
			expectQuery:   "test=1",
		},
	}
	rules := map[*regexp.Regexp]string{
		regexp.MustCompile("^/old$"): "/new",
	}
	for _, tc := range testCases {
		t.Run(tc.whenURL, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, tc.whenURL, nil)
			if err := rewriteURL(rules, req); err != nil {
				t.Fatal(err)
			}
			if req.URL.Path != tc.expectPath || req.URL.RawPath != tc.expectRawPath || req.URL.RawQuery != tc.expectQuery {
				t.Errorf("got %q %q %q", req.URL.Path, req.URL.RawPath, req.URL.RawQuery)
			}
		})
	}
}
