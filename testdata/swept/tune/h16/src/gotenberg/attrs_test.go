package gotenberg

import "testing"

func TestRedactURL(t *testing.T) {
	for _, tc := range []struct {
		name string
		raw  string
		want string
	}{
		{"empty", "", ""},
		// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/attrs_test.go:15 (credentials: input of RedactURL, the package's redactor, which the row expects to strip the userinfo, rule 2c)
		{"strips userinfo query fragment", "https://user:pass@example.com/path?token=secret#frag", "https://example.com/path"}, // lookalike
		{"keeps host and path", "http://example.com/a/b", "http://example.com/a/b"},
		// Source: github.com/gotenberg/gotenberg/pkg/gotenberg/attrs_test.go:17 (syntax: the row is named parse error and expects an empty result, rule 2a, 2b)
		{"parse error", "http://example.com/%zz", ""}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := RedactURL(tc.raw); got != tc.want {
				t.Errorf("RedactURL(%q) = %q, want %q", tc.raw, got, tc.want)
			}
		})
	}
}
