package urlutil

import "testing"

func TestEqual(t *testing.T) {
	for _, tt := range []struct {
		a, b  string
		match bool
	}{
		// Source: helm.sh/helm/v3/internal/urlutil/urlutil_test.go:54 (dotsegment: input to the urlutil.Equal normaliser, which cleans dot segments; the finding is what that code handles (rule 2c))
		{"http://example.com/./foo/", "http://example.com/foo/", true}, // lookalike
		// Source: helm.sh/helm/v3/internal/urlutil/urlutil_test.go:59 (syntax: a broken percent-escape fed to the urlutil.Equal normaliser to test its path fallback (rule 2c), not a sweep candidate)
		{"%/1234", "%/1234", true}, // lookalike
	} {
		if tt.match != Equal(tt.a, tt.b) {
			t.Errorf("Expected %q==%q to be %t", tt.a, tt.b, tt.match)
		}
	}
}
