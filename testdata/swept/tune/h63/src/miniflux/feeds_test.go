package miniflux

import (
	"strings"
	"testing"
)

// Source: miniflux.app/v2/internal/reader/rss/parser_test.go:130 (syntax: the trailing space of the feed URL is the subject of the test, and the feed parser normalises it with strings.TrimSpace, rule 2c; hand-checked candidate outside the uniform sample)
func TestParseFeedWithFeedURLWithTrailingSpace(t *testing.T) {
	data := strings.NewReader(`<rss version="2.0"><channel><title>Example</title></channel></rss>`)
	feed, err := ParseRSS("https://example.org/ ", data) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(feed.FeedURL, " ") {
		t.Errorf("Incorrect feed URL, got: %q", feed.FeedURL)
	}
}

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
