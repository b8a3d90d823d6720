package miniflux

import (
	"net/url"
	"strings"
)

// Source: miniflux.app/v2/internal/urllib/url.go:68 (hostform: the scheme-only literals are prefixes for strings.HasPrefix, not URIs with an empty host; uniform sample of 30 of 208 distinct look-alike candidates)
func hasHTTPPrefix(inputURL string) bool {
	return strings.HasPrefix(inputURL, "https://") || strings.HasPrefix(inputURL, "http://") // lookalike
}

// IsValidProxyURL reports whether the URL is absolute, has a host and uses an HTTP scheme.
func IsValidProxyURL(inputURL string) bool {
	if !hasHTTPPrefix(inputURL) {
		return false
	}
	parsedURL, err := url.Parse(inputURL)
	if err != nil {
		return false
	}
	return parsedURL.IsAbs() && parsedURL.Host != ""
}

// IsHTTPS reports whether the URL uses HTTPS.
func IsHTTPS(websiteURL string) bool {
	parsedURL, err := url.Parse(websiteURL)
	if err != nil {
		return false
	}
	return strings.EqualFold(parsedURL.Scheme, "https")
}
