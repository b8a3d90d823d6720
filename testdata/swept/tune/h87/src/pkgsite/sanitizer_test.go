package pkgsite

import (
	"net/url"
	"strings"
	"testing"
)

// validURL reports whether s is an acceptable link target.
func validURL(s string) bool {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, " \t\n") {
		return false
	}
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	switch u.Scheme {
	case "", "http", "https", "mailto":
		return true
	}
	return false
}

func TestValidURL(t *testing.T) {
	testCases := []struct {
		input string
		want  bool
	}{
		// Source: golang.org/x/pkgsite/internal/sanitizer/sanitizer_test.go:218 (plainhttp: input to the link validator, which accepts plain http links, never requested, rule 2c)
		{"http://golang.org", true}, // lookalike
		// Source: golang.org/x/pkgsite/internal/sanitizer/sanitizer_test.go:221 (syntax: surrounding blanks the validator trims, input of a URI validator, rule 2c)
		{" https://golang.org ", true}, // lookalike
		// Source: golang.org/x/pkgsite/internal/sanitizer/sanitizer_test.go:223 (syntax: a raw space the validator must reject, expected false, rule 2a)
		{" https://golang.org/my file", false}, // lookalike
		// Source: golang.org/x/pkgsite/internal/sanitizer/sanitizer_test.go:226 (syntax: a lone "%" the validator must reject, expected false, rule 2a)
		{"%", false}, // lookalike
	}
	for _, tc := range testCases {
		if got := validURL(tc.input); got != tc.want {
			t.Errorf("validURL(%q): got %v, want %v", tc.input, got, tc.want)
		}
	}
}
