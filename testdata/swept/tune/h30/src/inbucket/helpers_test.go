package inbucket

import "testing"

func TestTextToHtml(t *testing.T) {
	testCases := []struct {
		input, want string
	}{
		// Check URL detection.
		{
			// Source: github.com/inbucket/inbucket/v3/pkg/server/web/helpers_test.go:35 (plainhttp: text handed to the linkifier under test, never requested.)
			input: "http://google.com/", // lookalike
			// Source: github.com/inbucket/inbucket/v3/pkg/server/web/helpers_test.go:36 (syntax: the linkifier's expected HTML output with the URL inside markup, not one URI.)
			want: "<a href=\"http://google.com/\" target=\"_blank\">http://google.com/</a>", // lookalike
		},
		{
			// Source: github.com/inbucket/inbucket/v3/pkg/server/web/helpers_test.go:43 (syntax: text with a URL in parentheses that the linkifier must find, not one URI.)
			input: "(http://a.com/?q=a&n=v)", // lookalike
			// Source: github.com/inbucket/inbucket/v3/pkg/server/web/helpers_test.go:44 (syntax: the linkifier's expected HTML output with the URL inside markup, not one URI.)
			want: "(<a href=\"http://a.com/?q=a&n=v\" target=\"_blank\">http://a.com/?q=a&amp;n=v</a>)", // lookalike
		},
	}
	for _, tc := range testCases {
		t.Run(tc.input, func(t *testing.T) {
			if got := TextToHTML(tc.input); got != tc.want {
				t.Errorf("TextToHTML(%q)\ngot : %q\nwant: %q", tc.input, got, tc.want)
			}
		})
	}
}
