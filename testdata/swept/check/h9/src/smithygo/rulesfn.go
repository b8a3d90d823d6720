// Package smithygo rewrites cases from github.com/aws/smithy-go.
package smithygo

import (
	"net"
	"net/url"
	"strings"
)

// URL provides the structure describing the parts of a parsed URL
// returned by ParseURL.
type URL struct {
	Scheme         string
	Authority      string
	Path           string
	NormalizedPath string
	IsIp           bool
}

// ParseURL parses a URL string into its components, returning nil
// when the input is not a valid endpoint URL.
func ParseURL(input string) *URL {
	u, err := url.Parse(input)
	if err != nil {
		return nil
	}
	if u.RawQuery != "" {
		return nil
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil
	}
	normalizedPath := u.Path
	if !strings.HasPrefix(normalizedPath, "/") {
		normalizedPath = "/" + normalizedPath
	}
	if !strings.HasSuffix(normalizedPath, "/") {
		normalizedPath = normalizedPath + "/"
	}
	host := u.Hostname()
	if i := strings.Index(host, "%"); i >= 0 {
		host = host[:i]
	}
	return &URL{
		Scheme:         u.Scheme,
		Authority:      u.Host,
		Path:           u.Path,
		NormalizedPath: normalizedPath,
		IsIp:           net.ParseIP(host) != nil,
	}
}
