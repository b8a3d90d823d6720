package inbucket

import "testing"

// TestHTMLScriptTags tests some strings with JavaScript
func TestHTMLScriptTags(t *testing.T) {
	testCases := []struct {
		input, want string
	}{
		{
			// Source: github.com/inbucket/inbucket/v3/pkg/webui/sanitize/html_test.go:63 (syntax: an HTML fragment given to the sanitizer under test, the URL inside an attribute, not one URI.)
			`<a onblur="alert(something)" href="http://mysite.com">mysite</a>`, // lookalike
			// Source: github.com/inbucket/inbucket/v3/pkg/webui/sanitize/html_test.go:64 (syntax: the sanitizer's expected HTML output, the URL inside an attribute, not one URI.)
			`<a href="http://mysite.com" rel="nofollow">mysite</a>`, // lookalike
		},
	}
	for _, tc := range testCases {
		t.Run(tc.input, func(t *testing.T) {
			got, err := SanitizeHTML(tc.input)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("Got: %q, want: %q", got, tc.want)
			}
		})
	}
}
