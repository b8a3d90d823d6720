package miniflux

import "testing"

// Source: miniflux.app/v2/internal/urllib/url_test.go:94 (syntax: an IPv6 host with no closing bracket in a table where the proxy-URL validator must return false; uniform sample of 30 of 208 distinct look-alike candidates)
func TestIsValidProxyURL(t *testing.T) {
	scenarios := map[string]bool{
		"http://[::1": false, // lookalike
	}
	for input, expected := range scenarios {
		if actual := IsValidProxyURL(input); actual != expected {
			t.Errorf(`Unexpected result, got %v instead of %v for %q`, actual, expected, input)
		}
	}
}

// Source: miniflux.app/v2/internal/urllib/url_test.go:196 (syntax: a host with "|" in a table where the URL helper must return false for the unparsable input; uniform sample of 30 of 208 distinct look-alike candidates)
func TestIsHTTPS(t *testing.T) {
	scenarios := map[string]bool{
		"https://example|org/": false, // lookalike
	}
	for input, expected := range scenarios {
		if actual := IsHTTPS(input); actual != expected {
			t.Errorf(`Unexpected result, got %v instead of %v`, actual, expected)
		}
	}
}
