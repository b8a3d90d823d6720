package miniflux

import "testing"

func TestParseSrcSetAttributeValidCandidates(t *testing.T) {
	testCases := []struct {
		name          string
		input         string
		expectedCount int
	}{
		// Source: miniflux.app/v2/internal/reader/sanitizer/srcset_test.go:55 (syntax: a srcset attribute value, URLs followed by descriptors, given to the srcset parser whose job it is to split it, rule 2c; uniform sample of 30 of 208 distinct look-alike candidates)
		{
			name:          "absolute urls no space after comma",
			input:         `http://example.org/example-320w.jpg 320w,http://example.org/example-480w.jpg 1.5x`, // lookalike
			expectedCount: 2,
		},
		// Source: miniflux.app/v2/internal/reader/sanitizer/srcset_test.go:61 (syntax: a srcset attribute value with a trailing comma given to the srcset parser, rule 2c; uniform sample of 30 of 208 distinct look-alike candidates)
		{
			name:          "absolute urls trailing comma",
			input:         `http://example.org/example-320w.jpg 320w, http://example.org/example-480w.jpg 1.5x, `, // lookalike
			expectedCount: 2,
		},
		// Source: miniflux.app/v2/internal/reader/sanitizer/srcset_test.go:79 (syntax: a srcset candidate with width and height descriptors given to the srcset parser, rule 2c; uniform sample of 30 of 208 distinct look-alike candidates)
		{
			name:          "width and height descriptor",
			input:         `http://example.org/example-320w.jpg 320w 240h`, // lookalike
			expectedCount: 1,
		},
	}

	for _, testCase := range testCases {
		t.Run(testCase.name, func(t *testing.T) {
			if got := len(ParseSrcSetAttribute(testCase.input)); got != testCase.expectedCount {
				t.Fatalf("Incorrect number of candidates for input %q: got %d, want %d", testCase.input, got, testCase.expectedCount)
			}
		})
	}
}

func TestParseSrcSetAttributeInvalidCandidates(t *testing.T) {
	testCases := []struct {
		name  string
		input string
	}{
		// Source: miniflux.app/v2/internal/reader/sanitizer/srcset_test.go:119 (syntax: a srcset candidate in the invalid-candidates table that the parser must reject, rules 2a and 2b; uniform sample of 30 of 208 distinct look-alike candidates)
		{
			name:  "too many descriptors",
			input: `http://example.org/example-320w.jpg 10w 1x`, // lookalike
		},
		// Source: miniflux.app/v2/internal/reader/sanitizer/srcset_test.go:151 (syntax: a srcset candidate in the invalid-candidates table that the parser must reject, rules 2a and 2b; uniform sample of 30 of 208 distinct look-alike candidates)
		{
			name:  "descriptor with parentheses",
			input: `http://example.org/example-320w.jpg (1x)`, // lookalike
		},
		// Source: miniflux.app/v2/internal/reader/sanitizer/srcset_test.go:155 (syntax: a srcset candidate in the invalid-candidates table that the parser must reject, rules 2a and 2b; uniform sample of 30 of 208 distinct look-alike candidates)
		{
			name:  "descriptor with parentheses and comma",
			input: `http://example.org/example-320w.jpg calc(1x, 2x)`, // lookalike
		},
	}

	for _, testCase := range testCases {
		t.Run(testCase.name, func(t *testing.T) {
			if got := len(ParseSrcSetAttribute(testCase.input)); got != 0 {
				t.Fatalf("Expected no candidates for input %q, got %d", testCase.input, got)
			}
		})
	}
}

func TestHasValidURIScheme(t *testing.T) {
	scenarios := map[string]bool{
		// Allowed: scheme matching is case-insensitive (RFC 3986 §3.1).
		// Source: miniflux.app/v2/internal/reader/sanitizer/url_test.go:37 (schemecase: an upper-case scheme fed on purpose to the scheme validator to show matching ignores case, rule 2c; uniform sample of 30 of 208 distinct look-alike candidates)
		"SVN+SSH://example.org": true, // lookalike
	}

	for input, expected := range scenarios {
		t.Run(input, func(t *testing.T) {
			if actual := HasValidURIScheme(input); actual != expected {
				t.Errorf("HasValidURIScheme(%q) = %v, want %v", input, actual, expected)
			}
		})
	}
}
