package gotenberg

import (
	"net/url"
	"strings"
)

// normalizeDomain turns a domain, a host:port or a URL into a lower case host name.
func normalizeDomain(d string) string {
	d = strings.TrimSpace(d)
	if d == "" {
		return ""
	}
	if strings.Contains(d, "://") {
		u, err := url.Parse(d)
		if err == nil && u.Hostname() != "" {
			d = strings.ToLower(u.Hostname())
		}
	} else {
		// Make it parseable as a URL to extract the hostname and drop any port/path.
		u, err := url.Parse("https://" + d)
		if err == nil && u.Hostname() != "" {
			d = strings.ToLower(u.Hostname())
		}
	}
	return strings.TrimPrefix(strings.TrimPrefix(d, "*"), ".")
}
