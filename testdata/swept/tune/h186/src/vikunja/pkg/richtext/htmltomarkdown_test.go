package richtext

import "testing"

func TestHTMLToMarkdown(t *testing.T) {
	tests := []struct {
		name string
		html string
		want string
	}{
		{
			name: "link",
			// Source: code.vikunja.io/api/pkg/richtext/htmltomarkdown_test.go:44 (syntax: an HTML paragraph with a link, the input of the HTML to markdown converter, markup text and no URI by rule 4; uniform sample 8 of 8 from 33 markup or prose literals in rendering tests)
			html: `<p>See <a href="https://vikunja.io">the site</a></p>`, // lookalike
			want: "See [the site](https://vikunja.io)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := HTMLToMarkdown(tt.html)
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v", got, err)
			}
		})
	}
}
