package safehtmlutil

import (
	"testing"
)

// TestIsSafeTrustedResourceURLPrefix is a table of prefixes for the URL-prefix guard,
// each with the verdict the guard must give.
func TestIsSafeTrustedResourceURLPrefix(t *testing.T) {
	for _, test := range [...]struct {
		in   string
		want bool
	}{
		// With scheme.
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:19 (schemecase: mixed-case scheme and host fed on purpose to the case-insensitive prefix guard; rules 2c and 2d)
		{`httpS://www.foO.com/`, true}, // lookalike
		// Mixed case.
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:32 (hostcase: the Mixed case row of the prefix guard's table; rules 2b and 2c)
		{`httpS://www.foo.cOm/pAth`, true}, // lookalike
		// Invalid scheme.
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:44 (sink: an Invalid scheme row the guard must reject, want false; rules 2a and 2b)
		{`ftp://`, false}, // lookalike
		// Missing origin.
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:46 (sink: a Missing origin row the guard must reject; rule 2a)
		{`https://`, false}, // lookalike
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:47 (sink: an empty host the guard must reject, want false; rule 2a)
		{`https:///`, false}, // lookalike
		// Invalid char in origin.
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:53 (syntax: a bad percent in the host under Invalid char in origin, want false; rules 2a and 2b)
		{`https://www.foo%.com/`, false}, // lookalike
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:54 (syntax: a backslash in the host under Invalid char in origin, want false; rules 2a and 2b)
		{`https://www.foo\\.com/`, false}, // lookalike
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:55 (credentials: a sample password in userinfo the guard must reject, want false; rule 2a)
		{`https://user:password@www.foo.com/`, false}, // lookalike
	} {
		if got := IsSafeTrustedResourceURLPrefix(test.in); got != test.want {
			t.Errorf("IsSafeTrustedResourceURLPrefix(%q) = %t", test.in, got)
		}
	}
}

// TestURLContainsDoubleDotSegment is a table for the dot-segment (traversal) detector.
func TestURLContainsDoubleDotSegment(t *testing.T) {
	for _, test := range [...]struct {
		in   string
		want bool
	}{
		// Full URLs with a sampling of the double and single dot-segment substrings
		// from the previous test cases.
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:98 (dotsegment: a .. segment as input to the double-dot detector; rule 2c)
		{`http://www.test.com/../bar`, true}, // lookalike
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:100 (percent: mixed-case encoded dots are the permutation the detector must catch; rules 2c and 2d)
		{`http://www.test.com/bar/%2E%2e`, true}, // lookalike
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:101 (dotsegment: a single-dot segment the detector must let pass; rule 2c)
		{`http://www.test.com/./bar`, false}, // lookalike
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:103 (percent: an encoded dot, an escaped unreserved character, fed to the dot-segment detector; rule 2c)
		{`http://www.test.com/bar/%2E`, false}, // lookalike
	} {
		if got := URLContainsDoubleDotSegment(test.in); got != test.want {
			t.Errorf("URLContainsDoubleDotSegment(%q) = %t", test.in, got)
		}
	}
}

func TestNormalizeURL(t *testing.T) {
	for _, test := range [...]struct {
		url, want string
	}{
		{"", ""},
		{
			// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:117 (port: a default port in the input to the URL normaliser, which must leave valid URLs unchanged; rule 2c)
			"http://example.com:80/foo/bar?q=foo%20&bar=x+y#frag", // lookalike
			// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:118 (port: the normaliser's expected unchanged output; rule 2c)
			"http://example.com:80/foo/bar?q=foo%20&bar=x+y#frag", // lookalike
		},
		{" ", "%20"},
	} {
		if got := NormalizeURL(test.url); test.want != got {
			t.Errorf("%q: got\n\t%q\n, want\n\t%q", test.url, got, test.want)
		}
	}
}

func BenchmarkQueryEscapeURL(b *testing.B) {
	for i := 0; i < b.N; i++ {
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:163 (port: a sample URL as benchmark input to the query escaper, which escapes it whole; rule 2c)
		QueryEscapeURL("http://example.com:80/foo?q=bar%20&baz=x+y#frag") // lookalike
	}
}

func BenchmarkNormalizeURLNoSpecials(b *testing.B) {
	for i := 0; i < b.N; i++ {
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil_test.go:181 (port: a sample URL as benchmark input to the URL normaliser; rule 2c)
		NormalizeURL("http://example.com:80/foo?q=bar%20&baz=x+y#frag") // lookalike
	}
}
