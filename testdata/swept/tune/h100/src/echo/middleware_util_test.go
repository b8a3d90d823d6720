package echo

import "testing"

func TestMatchSubdomain(t *testing.T) {
	tests := []struct {
		domain   string
		pattern  string
		expected bool
	}{
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:82 (syntax: an over-long domain broken by backslash and newline, input to the subdomain matcher that the test expects to return false; uniform sample of 32 of 64.)
		{"http://1234567890.1234567890.1234567890\\\n      .1234567890.1234567890.1234567890.example.com", "http://*.example.com", false}, // lookalike
	}
	for _, v := range tests {
		if got := matchSubdomain(v.domain, v.pattern); got != v.expected {
			t.Errorf("matchSubdomain(%q) = %v", v.domain, got)
		}
	}
}

func TestValidateOrigins(t *testing.T) {
	testCases := []struct {
		name         string
		givenOrigins []string
		expectErr    string
	}{
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:242 (hostform: a scheme-only origin the validator must reject (nok row with expectErr) and the error text that quotes it, prose not a URI; uniform sample of 32 of 64.)
		{name: "nok, scheme only http", givenOrigins: []string{"http://"}, expectErr: "trusted origin is missing scheme or host: http://"}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:247 (hostform: a scheme-only origin the validator must reject (nok row with expectErr) and the error text that quotes it, prose not a URI; uniform sample of 32 of 64.)
		{name: "nok, scheme only https", givenOrigins: []string{"https://"}, expectErr: "trusted origin is missing scheme or host: https://"}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:258 (syntax: an error message that quotes the rejected origin after words, prose not a URI, in a nok row; uniform sample of 32 of 64.)
		{name: "nok, has nested path", givenOrigins: []string{"https://example.com/api/v1"}, expectErr: "trusted origin can not have path, query, and fragments: https://example.com/api/v1"}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:269 (syntax: an error message that quotes the rejected origin after words, prose not a URI, in a nok row; uniform sample of 32 of 64.)
		{name: "nok, has single query param", givenOrigins: []string{"http://example.com?foo=bar"}, expectErr: "trusted origin can not have path, query, and fragments: http://example.com?foo=bar"}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:280 (syntax: an error message that quotes the rejected origin after words, prose not a URI, in a nok row; uniform sample of 32 of 64.)
		{name: "nok, has simple fragment", givenOrigins: []string{"http://example.com#section"}, expectErr: "trusted origin can not have path, query, and fragments: http://example.com#section"}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:291 (syntax: an error message that quotes the rejected origin after words, prose not a URI, in a nok row; uniform sample of 32 of 64.)
		{name: "nok, has path and fragment", givenOrigins: []string{"http://example.com/path#section"}, expectErr: "trusted origin can not have path, query, and fragments: http://example.com/path#section"}, // lookalike
		// Source: github.com/labstack/echo/v4/middleware/util_test.go:301 (syntax: an error message that quotes the rejected origin after words, prose not a URI, in a nok row; uniform sample of 32 of 64.)
		{name: "nok, has path, query, and fragment", givenOrigins: []string{"http://example.com/path?foo=bar#section"}, expectErr: "trusted origin can not have path, query, and fragments: http://example.com/path?foo=bar#section"}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			err := validateOrigins(tc.givenOrigins, "trusted origin")
			if err == nil || err.Error() != tc.expectErr {
				t.Errorf("err = %v, want %q", err, tc.expectErr)
			}
		})
	}
}
