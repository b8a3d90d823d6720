package gospider

import "net/url"

// FixUrl resolves a link found on a page against the page URL.
func FixUrl(mainSite *url.URL, nextLoc string) string {
	nextLocUrl, err := url.Parse(nextLoc)
	if err != nil {
		return ""
	}
	// Source: github.com/jaeles-project/gospider/core/utils.go:77 (baseslash: links are resolved with ResolveReference against the page or JS file URL they were found in, the RFC 3986 resolution a crawler needs; host-rooted robots paths are meant to drop the base path)
	return mainSite.ResolveReference(nextLocUrl).String() // lookalike
}
