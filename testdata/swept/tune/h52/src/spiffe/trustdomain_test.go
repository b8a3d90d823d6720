package spiffe

import "testing"

func TestTrustDomainFromString(t *testing.T) {
	t.Run("reject bad ids", func(t *testing.T) {
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/trustdomain_test.go:50 (hostform: an empty authority in a "reject bad ids" subtest that expects an error, a deliberate fixture.)
		assertFail(t, "spiffe:///path", "trust domain is missing") // lookalike
	})
}
