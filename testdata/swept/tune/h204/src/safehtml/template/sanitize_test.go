package template

import (
	"bytes"
	"strings"
	"testing"
)

// TestSanitize runs each input template through the sanitizing template engine
// and compares the output, or the error message when err is set.
func TestSanitize(t *testing.T) {
	for _, test := range [...]struct {
		input  string
		output string
		err    string
	}{
		// Attribute value contexts that expect HTML.
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:427 (syntax: an iframe srcdoc template holding an anchor with a URL, which the sanitiser must reject; rule 2a; uniform sample 1 of 8 from 35 HTML-template rows)
			input:  `<iframe srcdoc="{{ "<a href=\"https://www.foo.com\">foo</a>" }}">{{ "<b>bar</b>" }}</iframe>`, // lookalike
			output: ``,
			err:    `expected a safehtml.HTML value`,
		},
		// Attribute value contexts that expect URL.
		{
			input: `<q cite="{{ makeURLForTest "http://www.foo.com/" }}my/path">foo</q>`,
			// Source: github.com/google/safehtml/template/sanitize_test.go:465 (syntax: expected sanitiser output, a q element whose cite is a valid URL; rule 2c; uniform sample 2 of 8 from 35)
			output: `<q cite="http://www.foo.com/my/path">foo</q>`, // lookalike
			err:    ``,
		},
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:479 (escaper: an action in a URL path slot, whose escaping is what the sanitiser test checks; rule 2c; uniform sample 3 of 8 from 35)
			input:  `<q cite="http://www.foo.com/{{ "multiple/path/segments" }}">foo</q>`, // lookalike
			output: `<q cite="http://www.foo.com/multiple/path/segments">foo</q>`,
			err:    ``,
		},
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:504 (syntax: a backslash in an untrusted URL, input to the sanitiser whose handling of it the row checks; rule 2c; uniform sample 4 of 8 from 35)
			input:  `<q cite="{{ "http://www.foo.com/?q=hello\\.world" }}">foo</q>`, // lookalike
			output: `<q cite="http://www.foo.com/?q=hello\.world">foo</q>`,
			err:    ``,
		},
		// Attribute value contexts that expect TrustedResouceURL.
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:597 (syntax: a link template with an action after a trusted https prefix, input to the sanitiser; rule 2c; uniform sample 5 of 8 from 35)
			input:  `<link href="https://www.foo.com/{{ "main.html" }}">`, // lookalike
			output: `<link href="https://www.foo.com/main.html">`,
			err:    ``,
		},
		{
			input: `<link href="https://www.foo.com/{{ "multiple/path/segments" }}">`,
			// Source: github.com/google/safehtml/template/sanitize_test.go:603 (percent: lower-case %2f is the sanitiser's expected escaping of an action in a TrustedResourceURL path; rule 2c)
			output: `<link href="https://www.foo.com/multiple%2fpath%2fsegments">`, // lookalike
			err:    ``,
		},
		{
			input: `<link href="https://www.foo.com/{{ "multiple/path/segments" }}?q={{ "bar&x=baz" }}">`,
			// Source: github.com/google/safehtml/template/sanitize_test.go:613 (percent: lower-case escapes expected from the sanitiser for path and query actions; rule 2c)
			output: `<link href="https://www.foo.com/multiple%2fpath%2fsegments?q=bar%26x%3dbaz">`, // lookalike
			err:    ``,
		},
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:617 (plainhttp: an http prefix the TrustedResourceURL guard must reject, the row expects an error; rule 2a; uniform sample 6 of 8 from 35)
			input:  `<link href="http://www.foo.com/{{ "main.html" }}">`, // lookalike
			output: ``,
			err:    `action cannot be interpolated into the "href" URL attribute value of this "link" element: "http://www.foo.com/" is a disallowed TrustedResourceURL prefix`,
		},
		// Attribute value contexts that accept both URL and TrustedResouceURL.
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:654 (escaper: a query action after a URL prefix, whose escaping the sanitiser test checks; rule 2c; uniform sample 7 of 8 from 35)
			input: `<source src="{{ makeURLForTest "http://www.foo.com/" }}main?a={{ "b&c=d" }}">`, // lookalike
			// Source: github.com/google/safehtml/template/sanitize_test.go:655 (percent: lower-case escapes expected from the sanitiser's query escaper; rule 2c)
			output: `<source src="http://www.foo.com/main?a=b%26c%3dd">`, // lookalike
			err:    ``,
		},
		{
			// Source: github.com/google/safehtml/template/sanitize_test.go:679 (escaper: path and query actions in a source src template, input to the sanitiser; rule 2c; uniform sample 8 of 8 from 35)
			input: `<source src="http://www.foo.com/{{ "multiple/path/segments" }}?q={{ "bar&x=baz" }}">`, // lookalike
			// Source: github.com/google/safehtml/template/sanitize_test.go:680 (percent: lower-case escapes expected from the sanitiser's query escaper; rule 2c)
			output: `<source src="http://www.foo.com/multiple/path/segments?q=bar%26x%3dbaz">`, // lookalike
			err:    ``,
		},
		{
			input: `<source src="{{ "http://www.foo.com/?q=hello\\.world" }}">`,
			// Source: github.com/google/safehtml/template/sanitize_test.go:705 (percent: lower-case %5c is the sanitiser's expected escaping of the backslash; rule 2c)
			output: `<source src="http://www.foo.com/?q=hello%5c.world">`, // lookalike
			err:    ``,
		},
	} {
		tmpl := Must(New("").Parse(stringConstant(test.input)))
		var b bytes.Buffer
		err := tmpl.Execute(&b, nil)
		if test.err != "" {
			if err == nil {
				t.Errorf("%s : expected error", test.input)
				continue
			}
			if got := err.Error(); !strings.Contains(got, test.err) {
				t.Errorf("%s : error\n\t%q\ndoes not contain expected string\n\t%q", test.input, got, test.err)
			}
			continue
		}
		if want, got := test.output, b.String(); want != got {
			t.Errorf("%s : escaped output: got\n\t%s\nwant\n\t%s", test.input, got, want)
		}
	}
}
