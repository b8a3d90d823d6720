package gogh

import (
	"net/url"
	"strings"
)

var knownSchemes = map[string]bool{"ssh": true, "git": true, "git+ssh": true, "git+https": true, "http": true, "https": true, "file": true}

func isPossibleProtocol(u string) bool {
	scheme, _, ok := strings.Cut(u, ":")
	return ok && knownSchemes[scheme]
}

// Source: github.com/cli/go-gh/v2/internal/git/url.go:36 (escaper: an scp-like remote is turned into an ssh URL by swapping its first colon for a slash, and whether the remote text needs escaping is not known from the code; uniform sample of 4 of 13 non-test build candidates)
func parseURL(rawURL string) (*url.URL, error) {
	if !isPossibleProtocol(rawURL) &&
		strings.ContainsRune(rawURL, ':') &&
		!strings.ContainsRune(rawURL, '\\') {
		rawURL = "ssh://" + strings.Replace(rawURL, ":", "/", 1) // lookalike
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "git+ssh" {
		u.Scheme = "ssh"
	}
	return u, nil
}
