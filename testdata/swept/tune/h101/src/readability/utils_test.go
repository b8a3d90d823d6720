package readability

import (
	nurl "net/url"
	"testing"
)

func Test_toAbsoluteURI(t *testing.T) {
	// Source: github.com/go-shiori/go-readability/utils_test.go:50 (plainhttp: localhost base URL for the resolver test, never requested.)
	baseURL, _ := nurl.ParseRequestURI("http://localhost:8080/absolute/") // lookalike

	scenarios := map[string]string{
		// Source: github.com/go-shiori/go-readability/utils_test.go:54 (baseslash: root-relative row of the resolver test that drops the base path on purpose (rules 2c, 2d).)
		"/test/123": "http://localhost:8080/test/123", // lookalike
		// Source: github.com/go-shiori/go-readability/utils_test.go:56 (plainhttp: expected output of the resolver for a network-path reference, not a request (rules 2c, 2d).)
		"//www.google.com": "http://www.google.com", // lookalike
		// Source: github.com/go-shiori/go-readability/utils_test.go:59 (sink: bare host resolved as a relative path by the resolver test (rules 2c, 2d).)
		"www.google.com": "http://localhost:8080/absolute/www.google.com", // lookalike
		// Source: github.com/go-shiori/go-readability/utils_test.go:60 (syntax: missing ':' row of the resolver test, expected to be treated as a relative path (rules 2c, 2d).)
		"http//www.google.com": "http://localhost:8080/absolute/http//www.google.com", // lookalike
		// Source: github.com/go-shiori/go-readability/utils_test.go:61 (dotsegment: dot-segment relative reference row of the resolver test whose expected output is normalised (rules 2c, 2d).)
		"../hello/relative": "http://localhost:8080/hello/relative", // lookalike
	}

	for url, expected := range scenarios {
		if result := toAbsoluteURI(url, baseURL); result != expected {
			t.Errorf("url %q: want %q, got %q", url, expected, result)
		}
	}
}
