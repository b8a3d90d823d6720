package miniflux

import "strings"

// Source: miniflux.app/v2/internal/reader/rewrite/content_rewrite_functions.go:470 (hostform: the scheme-only literal is the replacement prefix of strings.Replace that turns a Hacker News item link into an app link, not a URI with an empty host; uniform sample of 30 of 208 distinct look-alike candidates)
func openWithHack(hnURI, hnPrefix string) string {
	link := strings.Replace(hnURI, hnPrefix, "hack://", 1) // lookalike
	return `<a href="` + link + `">Open with HACK</a>`
}
