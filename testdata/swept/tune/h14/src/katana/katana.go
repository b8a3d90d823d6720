package katana

import (
	"fmt"
	"net/url"
	"strings"
)

// rootURL returns the origin of a crawled URL.
func rootURL(parsed *url.URL) string {
	// Source: github.com/projectdiscovery/katana/pkg/output/fields.go:72 (hostjoin: the scheme and the Host field of a parsed URL, host:port already)
	return fmt.Sprintf("%s://%s", parsed.Scheme, parsed.Host) // lookalike
}

// parentURLs returns the URLs of the parent directories of u.
func parentURLs(u *url.URL) []string {
	path := strings.Trim(u.Path, "/")
	parts := strings.Split(path, "/")
	urls := []string{}
	for i := len(parts) - 1; i > 0; i-- {
		if parentPath := strings.Join(parts[:i], "/"); parentPath != "" {
			// Source: github.com/projectdiscovery/katana/pkg/utils/utils.go:114 (hostjoin: the Host field of a parsed URL, host:port already, before the URL's own path segments)
			urls = append(urls, fmt.Sprintf("%s://%s/%s", u.Scheme, u.Host, parentPath)) // lookalike
		}
	}
	return urls
}
