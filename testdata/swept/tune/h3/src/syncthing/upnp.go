// Package syncthing holds cases rewritten from github.com/syncthing/syncthing.
package syncthing

import (
	"net"
	"net/url"
	"strings"
)

// replaceRawPath puts the path and query of a control URL on the root URL.
func replaceRawPath(u *url.URL, rp string) {
	asURL, err := url.Parse(rp)
	if err != nil {
		return
	}
	if asURL.IsAbs() {
		u.Path = asURL.Path
		u.RawQuery = asURL.RawQuery
		return
	}
	p, q, _ := strings.Cut(rp, "?")
	if strings.HasPrefix(p, "/") {
		u.Path = p
	} else {
		u.Path += p
	}
	u.RawQuery = q
}

// GUIURL gives the URL the browser opens for a listen address.
func GUIURL(address string, tls bool) string {
	u := url.URL{Scheme: "http", Host: address, Path: "/"}
	if tls {
		u.Scheme = "https"
	}
	if strings.HasPrefix(u.Host, "[::]:") {
		// Source: github.com/syncthing/syncthing/lib/config/guiconfiguration.go:128 (all-zero IPv6 host replaced by [::1], brackets kept)
		u.Host = "[::1]" + u.Host[4:] // lookalike
	}
	return u.String()
}

// DiscoveryURL builds a device's discovery address from a listen address.
func DiscoveryURL(host string, port string) string {
	u := url.URL{Scheme: "tcp"}
	// Source: github.com/syncthing/syncthing/lib/discover/local.go:277 (Host field set with net.JoinHostPort)
	u.Host = net.JoinHostPort(host, port) // lookalike
	return u.String()
}
