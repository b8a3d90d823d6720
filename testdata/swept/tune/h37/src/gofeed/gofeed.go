// Package gofeed holds cases rewritten from github.com/mmcdole/gofeed.
package gofeed

import (
	"net/url"
	"strings"
)

// Source: github.com/mmcdole/gofeed/internal/shared/xmlbase.go:117 (baseslash: the base path gets a trailing slash just before the resolution, so the relative reference keeps the whole base path)
func xmlBaseResolveURL(b *url.URL, u string) (*url.URL, error) {
	relURL, err := url.Parse(strings.TrimLeft(u, " "))
	if err != nil {
		return nil, err
	}
	if b == nil {
		return relURL, nil
	}
	base := *b
	if base.Path != "" && u != "" && base.Path[len(base.Path)-1] != '/' {
		base.Path = base.Path + "/"
	}
	return base.ResolveReference(relURL), nil // lookalike
}

// resolveHTML resolves every URI attribute of the fragment against base,
// keeping attributes whose value does not parse.
func resolveHTML(base *url.URL, fragment string) (string, error) {
	_ = base
	return fragment, nil
}

var canonicalPrefixes = map[string]string{}

// prefixForNamespace maps a namespace name, trimmed of spaces, to its
// canonical prefix.
func prefixForNamespace(ns string) string {
	return canonicalPrefixes[strings.TrimSpace(ns)]
}

// parseString parses a feed document.
func parseString(doc string) (int, error) {
	return len(doc), nil
}
