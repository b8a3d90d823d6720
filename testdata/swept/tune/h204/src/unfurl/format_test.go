package main

import (
	"net/url"
	"strconv"
	"testing"
)

// TestFormat parses each url and checks the output of format, the URL
// component formatter under test.
func TestFormat(t *testing.T) {
	cases := []struct {
		url      string
		format   string
		expected string
	}{
		{"https://example.com/foo", "%s://%d%p", "https://example.com/foo"},

		{"https://example.com#bar", "foo%%bar", "foo%bar"},
		// Source: github.com/tomnomnom/unfurl/format_test.go:35 (syntax: the expected output of the formatter's %% literal-percent verb, not a URI but the very escape under test; rule 2c)
		{"https://example.com#bar", "%s://%%", "https://%"}, // lookalike

		// Source: github.com/tomnomnom/unfurl/format_test.go:46 (credentials: sample user:pass input for the %u userinfo verb of the URL formatter, the component the test extracts; rule 2c)
		{"https://user:pass@example.com:8080/?foo=bar#frag", "%u", "user:pass"}, // lookalike
		// Source: github.com/tomnomnom/unfurl/format_test.go:47 (credentials: sample userinfo input for the %@ verb that reports whether userinfo exists; rule 2c)
		{"https://user:pass@example.com:8080/?foo=bar#frag", "%@", "@"}, // lookalike
		{"https://example.com/", "%@", ""},

		// Source: github.com/tomnomnom/unfurl/format_test.go:51 (credentials: sample userinfo input for the %a authority verb, whose output carries the userinfo by design; rule 2c)
		{"https://user:pass@example.com:8080/?foo=bar#frag", "%a", "user:pass@example.com:8080"}, // lookalike
		{"https://example.com:8080/?foo=bar#frag", "%a", "example.com:8080"},
	}

	for i, c := range cases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			u, err := url.Parse(c.url)
			if err != nil {
				t.Fatal(err)
			}
			actual := format(u, c.format)
			if actual[0] != c.expected {
				t.Errorf("want %s for format(%s, %s); have %s", c.expected, c.url, c.format, actual)
			}
		})
	}
}
