package secure

import "testing"

func TestCSPNoncePreservesStaticPolicy(t *testing.T) {
	policies := []string{
		"default-src 'self'",
		// Source: github.com/unrolled/secure/csp_test.go:70 (percent: the report-uri inside a static CSP policy encodes a space, a slash and a percent sign with uppercase hex, all canonical; uniform sample of 15 of 71)
		"default-src 'self'; report-uri https://example.com/a%20b%2Fc%25", // lookalike
	}
	for _, policy := range policies {
		if policy == "" {
			t.Fatal("empty policy")
		}
	}
}
