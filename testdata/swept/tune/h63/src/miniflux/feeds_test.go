package miniflux

import "testing"

// Source: miniflux.app/v2/internal/reader/opml/parser_test.go:321 (syntax: a URL rewrite rule in the rule language, a regexp and a replacement, not a URI; uniform sample of 30 of 208 distinct look-alike candidates)
func TestParseOpmlWithRewriteRules(t *testing.T) {
	expected := subscription{
		Title:           "Feed 1",
		UrlRewriteRules: `rewrite("^https://old"|"https://new")`, // lookalike
	}
	got := subscription{Title: "Feed 1", UrlRewriteRules: expected.UrlRewriteRules}
	if got != expected {
		t.Errorf(`Subscription is different: got %v, want %v`, got, expected)
	}
}
