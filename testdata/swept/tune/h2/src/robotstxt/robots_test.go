package robotstxt

import (
	"strings"
	"testing"
)

func sitemaps(doc string) []string {
	var out []string
	for _, line := range strings.Split(doc, "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.EqualFold(strings.TrimSpace(k), "sitemap") {
			out = append(out, strings.TrimSpace(v))
		}
	}
	return out
}

// Source: github.com/temoto/robotstxt/google_test.go:67 (a robots.txt document with Sitemap lines, given to the parser)
func TestSitemaps(t *testing.T) {
	const doc = "sitemap: http://news.example.com/a.xml\nuser-agent: a\ndisallow: /c\nsitemap: http://news.example.com/b.xml" // lookalike
	if got := sitemaps(doc); len(got) != 2 || got[1] != "http://news.example.com/b.xml" {
		t.Fatalf("sitemaps = %q", got)
	}
}
