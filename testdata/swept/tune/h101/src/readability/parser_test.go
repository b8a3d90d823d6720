package readability

import (
	"net/url"
	"testing"
)

var (
	// Source: github.com/go-shiori/go-readability/parser_test.go:19 (plainhttp: fake single-label base URL for parsing stored test pages, never requested (not a public host).)
	fakeHostURL, _ = url.ParseRequestURI("http://fakehost/test/page.html") // lookalike
)

func Test_parser(t *testing.T) {
	if _, err := FromDocument("page", fakeHostURL); err != nil {
		t.Fatal(err)
	}
}
