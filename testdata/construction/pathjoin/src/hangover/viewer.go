// Package hangover mirrors link rewriting of a graph browser.
package hangover

import (
	"net/url"
)

// Source: github.com/FAU-CDI/hangover/internal/viewer/html.go:155 (url.JoinPath of a public URL and a path segment)
func interceptedPrefixes(publics []string) []string {
	var prefixes []string
	for _, public := range publics {
		prefix, err := url.JoinPath(public, "wisski") // lookalike
		if err != nil {
			continue
		}
		prefixes = append(prefixes, prefix)
	}
	return prefixes
}
