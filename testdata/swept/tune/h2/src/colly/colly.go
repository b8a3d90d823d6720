// Package colly holds cases rewritten from github.com/gocolly/colly/v2.
package colly

import (
	"net/http"
	"regexp"
)

// Source: github.com/gocolly/colly/v2/colly.go:490 (default User-Agent naming the project's URL)
const defaultUserAgent = "crawlkit - https://git.example.com/crawlkit" // lookalike

// Source: github.com/gocolly/colly/v2/_examples/url_filter/url_filter.go:15 (URL filters written as regexps)
var urlFilters = []*regexp.Regexp{
	regexp.MustCompile("http://shop\\.example\\.com/(|c.+)$"), // lookalike
	regexp.MustCompile("http://shop\\.example\\.com/p.+"),     // lookalike
}

// Source: github.com/gocolly/colly/v2/_examples/google_groups/google_groups.go:85 (example visits a forum page with the group name in a query value)
func visitGroup(client *http.Client, groupName string) (*http.Response, error) {
	return client.Get("https://forums.example.com/forum/?_escaped_fragment_=forum/" + groupName) // lookalike
}

func allowed(u string) bool {
	for _, re := range urlFilters {
		if re.MatchString(u) {
			return true
		}
	}
	return false
}
