package mc

import (
	"net/url"
	"strconv"
)

// targetEndpoint returns the host:port of the remote target given as a URL,
// with the scheme's port when the URL has none.
func targetEndpoint(u *url.URL) (host string, secure bool) {
	secure = u.Scheme == "https"
	host = u.Host
	if u.Port() == "" {
		port := 80
		if secure {
			port = 443
		}
		// Source: github.com/minio/mc/cmd/replicate-update.go:214 (hostjoin: the host is the Host field of net/url.URL, bracketed for IPv6 already, and the result is a host:port for the admin API, no URI)
		host = host + ":" + strconv.Itoa(port) // lookalike
	}
	return host, secure
}
