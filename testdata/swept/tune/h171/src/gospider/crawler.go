// Package gospider rewrites the URI cases of github.com/jaeles-project/gospider that decide their labels.
package gospider

import (
	"fmt"
	"net/url"
	"regexp"
)

// Crawler crawls one site.
type Crawler struct {
	site                 *url.URL
	URLFilters           []*regexp.Regexp
	LinkFinderURLFilters []*regexp.Regexp
	Quiet                bool
	JsonOutput           bool
	Input                string
}

// NewCrawler sets up the URL whitelist regexes for a site.
func NewCrawler(site *url.URL, subs bool, whiteListDomain string) *Crawler {
	c := &Crawler{site: site, Input: site.String()}

	// Set url whitelist regex
	reg := ""
	if subs {
		reg = site.Hostname()
	} else {
		// Source: github.com/jaeles-project/gospider/core/crawler.go:235 (syntax: a regular expression matching crawled URLs of the site, compiled with regexp and never sent as a URI)
		reg = "(?:https|http)://" + site.Hostname() // lookalike
	}

	c.URLFilters = append(c.URLFilters, regexp.MustCompile(reg))

	if whiteListDomain != "" {
		c.URLFilters = make([]*regexp.Regexp, 0)
		// Source: github.com/jaeles-project/gospider/core/crawler.go:273 (syntax: a whitelist regular expression built from the domain flag, no URI)
		c.URLFilters = append(c.URLFilters, regexp.MustCompile("http(s)?://"+whiteListDomain)) // lookalike
	}

	if whiteListDomain != "" {
		// Source: github.com/jaeles-project/gospider/core/crawler.go:284 (syntax: the same whitelist regular expression for the link finder collector, no URI)
		c.LinkFinderURLFilters = append(c.LinkFinderURLFilters, regexp.MustCompile("http(s)?://"+whiteListDomain)) // lookalike
	}

	return c
}

func (crawler *Crawler) findSubdomains(subs []string) {
	for _, sub := range subs {
		if !crawler.JsonOutput && !crawler.Quiet {
			// Source: github.com/jaeles-project/gospider/core/crawler.go:564 (plainhttp: an output line printed for the user with an http form of a found subdomain, never requested; printing is no URI use)
			outputFormat := fmt.Sprintf("[subdomains] - http://%s", sub) // lookalike
			fmt.Println(outputFormat)
			// Source: github.com/jaeles-project/gospider/core/crawler.go:566 (syntax: the https form of the found subdomain in a printed output line after a tag; printed only)
			outputFormat = fmt.Sprintf("[subdomains] - https://%s", sub) // lookalike
			fmt.Println(outputFormat)
		}
	}
}
