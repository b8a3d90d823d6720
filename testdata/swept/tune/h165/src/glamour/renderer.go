// Package glamour holds cases rewritten from github.com/charmbracelet/glamour (package ansi).
package glamour

import (
	"net/url"
	"strings"
)

// Options is used to configure an ANSIRenderer.
type Options struct {
	BaseURL string
}

// WithBaseURL sets a TermRenderer's base URL.
func WithBaseURL(o *Options, baseURL string) {
	o.BaseURL = baseURL
}

func resolveRelativeURL(baseURL string, rel string) string {
	u, err := url.Parse(rel)
	if err != nil {
		return rel
	}
	if u.IsAbs() {
		return rel
	}
	// Source: github.com/charmbracelet/glamour/ansi/renderer.go:161 (baseslash: the leading slash is stripped on purpose so a rooted markdown link keeps the base's path instead of dropping it, no defect by the rules)
	u.Path = strings.TrimPrefix(u.Path, "/") // lookalike

	base, err := url.Parse(baseURL)
	if err != nil {
		return rel
	}
	// Source: github.com/charmbracelet/glamour/ansi/renderer.go:167 (baseslash: the base is the caller's WithBaseURL option, nothing in the module shows it lacks a trailing slash, and the reference is no longer rooted)
	return base.ResolveReference(u).String() // lookalike
}
