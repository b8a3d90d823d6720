package templ

import "testing"

func TestDocTypeParser(t *testing.T) {
	tests := []struct {
		name  string
		input string
	}{
		{
			name: "HTML 4.01 doctype",
			// Source: github.com/a-h/templ/parser/v2/doctypeparser_test.go:87 (plainhttp: the DTD system identifier is text given to the doctype parser and is never fetched)
			input: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">`, // lookalike
		},
	}
	for _, tt := range tests {
		if _, err := parseDocType(tt.input); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
	}
}

func TestAttributeExpressionResolveSrcset(t *testing.T) {
	tests := []struct {
		name      string
		value     any
		expected  string
		unchanged bool
	}{
		{
			name: "a javascript URL after an https URL is replaced",
			// Source: github.com/a-h/templ/runtime/attribute_test.go:847 (syntax: a srcset candidate list given to the srcset sanitizer, whose job is handling such URLs; not one URI)
			value: "https://example.com/a.png 1x, javascript:alert(1) 2x", // lookalike
			// Source: github.com/a-h/templ/runtime/attribute_test.go:848 (syntax: the sanitizer's expected output for the row above, a srcset list and not one URI)
			expected: "https://example.com/a.png 1x, about:invalid#TemplFailedSanitizationURL", // lookalike
		},
		{
			name: "a SafeURL is not sanitized",
			// Source: github.com/a-h/templ/runtime/attribute_test.go:897 (syntax: a SafeURL srcset list that must bypass the sanitizer; a srcset list, not one URI)
			value:     SafeURL("https://example.com/a.png 1x, javascript:alert(1) 2x"), // lookalike
			unchanged: true,
		},
	}
	for _, tt := range tests {
		var got string
		var err error
		want := tt.expected
		switch v := tt.value.(type) {
		case string:
			got, err = resolveSrcset(v)
		case SafeURL:
			got, err = resolveSafeSrcset(v)
			if tt.unchanged {
				want = string(v)
			}
		}
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if got != want {
			t.Errorf("%s: got %q, want %q", tt.name, got, want)
		}
	}
}
