package echo

import "testing"

func TestCorsAllowOriginPattern(t *testing.T) {
	tests := []struct {
		domain   string
		pattern  string
		expected bool
	}{
		// Source: github.com/labstack/echo/v4/middleware/cors_test.go:381 (syntax: a wildcard origin pattern with a regexp class given to the CORS origin matcher, which the test expects not to match; uniform sample of 32 of 64.)
		{"http://ccc.bbb.example.com", "http://foo.[a-z]*.example.com", false}, // lookalike
	}
	for _, tt := range tests {
		if got := allowOriginPattern(tt.domain, tt.pattern); got != tt.expected {
			t.Errorf("allowOriginPattern(%q, %q) = %v", tt.domain, tt.pattern, got)
		}
	}
}
