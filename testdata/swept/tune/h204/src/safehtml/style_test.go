package safehtml

import (
	"testing"
)

// TestStyleFromProperties builds CSS from StyleProperties; each BackgroundImageURLs
// entry goes through URLSanitized and CSS escaping into url("...").
func TestStyleFromProperties(t *testing.T) {
	for _, test := range [...]struct {
		desc  string
		input StyleProperties
		want  string
	}{
		{
			desc: "BackgroundImageURLs single URL",
			input: StyleProperties{
				// Source: github.com/google/safehtml/style_test.go:78 (hostcase: a working image URL in the struct the test builds, with an upper-case U in its host that neither the sanitiser nor the CSS escaper is about; rule 1)
				BackgroundImageURLs: []string{"http://goodUrl.com/a"}, // defect hostcase form
			},
			// Source: github.com/google/safehtml/style_test.go:80 (syntax: CSS declaration text wrapping the URL in url(...), no URI itself; the host case is counted at the input; kept under the step 1 rule as text a linter could report, though no URI)
			want: `background-image:url("http://goodUrl.com/a");`, // lookalike
		},
		{
			desc: "BackgroundImageURLs multiple URLs",
			input: StyleProperties{
				BackgroundImageURLs: []string{
					// Source: github.com/google/safehtml/style_test.go:85 (hostcase: working image URL in test config with an upper-case host letter, not what the style code handles; rule 1)
					"http://goodUrl.com/a", // defect hostcase form
					// Source: github.com/google/safehtml/style_test.go:85 (hostcase: the second working image URL with the same upper-case host letter; rule 1)
					"http://goodUrl.com/b"}, // defect hostcase form
			},
			// Source: github.com/google/safehtml/style_test.go:87 (syntax: expected CSS text with two url(...) values, not a URI; kept under the step 1 rule as text a linter could report, though no URI)
			want: `background-image:url("http://goodUrl.com/a"), url("http://goodUrl.com/b");`, // lookalike
		},
		{
			desc: "BackgroundImageURLs invalid runes in URL escaped",
			input: StyleProperties{
				// Source: github.com/google/safehtml/style_test.go:92 (syntax: quote, backslash and newline put in the URL on purpose, the case's name says invalid runes; rule 2b)
				BackgroundImageURLs: []string{"http://goodUrl.com/a\"\\\n"}, // lookalike
			},
			// Source: github.com/google/safehtml/style_test.go:94 (syntax: CSS text with the invalid runes CSS-escaped, the expected output of the invalid-runes case; rules 2b and 2c)
			want: `background-image:url("http://goodUrl.com/a\000022\00005C\00000A");`, // lookalike
		},
		{
			desc: "multiple properties",
			input: StyleProperties{
				BackgroundImageURLs: []string{
					// Source: github.com/google/safehtml/style_test.go:232 (hostcase: working image URL in test config with an upper-case host letter; rule 1)
					"http://goodUrl.com/a", // defect hostcase form
					// Source: github.com/google/safehtml/style_test.go:232 (hostcase: second working image URL with the upper-case host letter; rule 1)
					"http://goodUrl.com/b"}, // defect hostcase form
				Width:  "12px",
				Height: "10px",
			},
			want: `background-image:url("http://goodUrl.com/a"), url("http://goodUrl.com/b");` +
				`height:10px;` +
				// Source: github.com/google/safehtml/style_test.go:241 (syntax: a concatenation of CSS declarations, one holding url(...) values, no URI; kept under the step 1 rule as text a linter could report, though no URI)
				`width:12px;`, // lookalike
		},
		{
			desc: "multiple properties, some empty and unset",
			input: StyleProperties{
				BackgroundImageURLs: []string{
					// Source: github.com/google/safehtml/style_test.go:253 (hostcase: working image URL in test config with an upper-case host letter; rule 1)
					"http://goodUrl.com/a", // defect hostcase form
					// Source: github.com/google/safehtml/style_test.go:253 (hostcase: second working image URL with the upper-case host letter; rule 1)
					"http://goodUrl.com/b"}, // defect hostcase form
				Width:  "12px",
				Height: "10px",
			},
			want: `background-image:url("http://goodUrl.com/a"), url("http://goodUrl.com/b");` +
				`height:10px;` +
				// Source: github.com/google/safehtml/style_test.go:259 (syntax: concatenated CSS declarations, no URI; kept under the step 1 rule as text a linter could report, though no URI)
				`width:12px;`, // lookalike
		},
	} {
		if got := StyleFromProperties(test.input).String(); got != test.want {
			t.Errorf("%s: got %q, want %q", test.desc, got, test.want)
		}
	}
}
