// Package strfmt holds cases rewritten from github.com/go-openapi/strfmt.
package strfmt

import (
	"net/url"
	"strings"
)

// IsHostname reports whether s is a host name.
func IsHostname(s string) bool {
	if s == "" || len(s) > 255 {
		return false
	}
	for _, p := range strings.Split(s, ".") {
		if len(p) > 63 || strings.ContainsAny(p, " _;=$^<>*\\%\x7f\x00") {
			return false
		}
	}
	return true
}

// IsURI reports whether s is an absolute URI.
func IsURI(s string) bool {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	_, err := url.ParseRequestURI(s)
	return err == nil
}
