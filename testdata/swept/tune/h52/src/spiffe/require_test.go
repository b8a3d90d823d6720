package spiffe

import "testing"

func assertPanics(t *testing.T, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Error("expected a panic")
		}
	}()
	f()
}

func TestRequireFromStringf(t *testing.T) {
	// Source: github.com/spiffe/go-spiffe/v2/spiffeid/require_test.go:53 (syntax: a format string whose %s is a verb filled with a path segment, not a bad percent-escape.)
	id := RequireFromStringf("spiffe://trustdomain/%s", "path") // lookalike
	if id.path != "/path" {
		t.Errorf("got path %q", id.path)
	}
}

func TestRequireTrustDomainFromString(t *testing.T) {
	assertPanics(t, func() {
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/require_test.go:77 (hostcase: an uppercase trust domain the test expects to panic, a deliberate fixture.)
		RequireTrustDomainFromString("spiffe://TRUSTDOMAIN/path") // lookalike
	})
}
