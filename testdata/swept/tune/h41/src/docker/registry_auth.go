package docker

import "strings"

// ConvertToHostname normalizes a registry URL which has a scheme prepended
// to just its hostname.
func ConvertToHostname(url string) string {
	stripped := url
	// Source: github.com/docker/docker/registry/auth.go:138 (hostform: a bare scheme prefix used with strings.HasPrefix/TrimPrefix, not a URI that is used; uniform sample of 40 of 194 look-alikes)
	if s, ok := strings.CutPrefix(stripped, "https://"); ok { // lookalike
		stripped = s
	}
	stripped, _, _ = strings.Cut(stripped, "/")
	return stripped
}
