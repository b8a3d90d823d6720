// Package torrent mirrors the web seed request of a BitTorrent client.
package torrent

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// Source: github.com/anacrolix/torrent/webseed/request.go:27 (path components escaped with url.QueryEscape on purpose: the comment says this works better with S3 providers, which read "+" as a space)
//
// Contrary to the name, this does a QueryEscape rather than a PathEscape: it works
// better with most S3 providers.
func escapePath(pathComps []string) string {
	var ret []string
	for _, comp := range pathComps {
		ret = append(ret, url.QueryEscape(comp)) // lookalike
	}
	return path.Join(ret...)
}

// NewRequest appends the escaped file path to a web seed URL ending in "/".
func NewRequest(seedURL, infoName string, fileComps []string) (*http.Request, error) {
	if strings.HasSuffix(seedURL, "/") {
		seedURL += escapePath(append([]string{infoName}, fileComps...))
	}
	return http.NewRequest(http.MethodGet, seedURL, nil)
}
