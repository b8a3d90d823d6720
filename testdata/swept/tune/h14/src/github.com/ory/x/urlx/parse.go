// Package urlx is a stub of github.com/ory/x/urlx.
package urlx

import (
	"net/url"
	"strings"
)

// Parse parses rawURL with special handling for file:// URLs: a relative
// file URL (file://../file) is read as a path.
func Parse(rawURL string) (*url.URL, error) {
	if strings.HasPrefix(strings.ToLower(rawURL), "file:///") {
		return url.Parse(rawURL)
	}
	if len(rawURL) >= 7 && strings.EqualFold(rawURL[:7], "file://") {
		rawURL = rawURL[7:]
	}
	return url.Parse(rawURL)
}
