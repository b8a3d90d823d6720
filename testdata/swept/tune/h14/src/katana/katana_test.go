package katana

import (
	"regexp"
	"testing"
)

var linkRegex = regexp.MustCompile(`https?://[^\s"'<>]+|\.{0,2}/[^\s"'<>]+`)

func TestExtractRelativeEndpoints(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected []string
	}{
		{
			name: "Only BodyC1",
			// Source: github.com/projectdiscovery/katana/pkg/utils/regex_test.go:39 (syntax: a text with two URLs separated by a space, input of the package's link extractor, rule 2c)
			input:    `http://example.com/page1 https://secure.com/page2`, // lookalike
			expected: []string{"http://example.com/page1", "https://secure.com/page2"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := linkRegex.FindAllString(tt.input, -1); len(got) != len(tt.expected) {
				t.Errorf("got %v, want %v", got, tt.expected)
			}
		})
	}
}

func parseLinkHeader(header string) []string {
	return regexp.MustCompile(`<([^>]+)>`).FindAllString(header, -1)
}

func TestParseLinkHeader(t *testing.T) {
	// Source: github.com/projectdiscovery/katana/pkg/utils/utils_test.go:10 (syntax: a Link header value with URLs in angle brackets, input of the package's header parser, not a URI)
	header := "<https://api.github.com/user/58276/repos?page=2>; rel=\"next\"," + // lookalike
		"<https://api.github.com/user/58276/repos?page=10>; rel=\"last\""
	if len(parseLinkHeader(header)) != 2 {
		t.Error("want two links")
	}
}
