// Package caddyl4 holds cases rewritten from github.com/mholt/caddy-l4.
package caddyl4

import (
	"fmt"
	"net/http"
	"net/url"
)

type headerField struct {
	Name, Value string
}

// Source: github.com/mholt/caddy-l4/modules/l4http/httpmatcher.go:220 (hostjoin: the HTTP/2 authority pseudo-header is already host[:port] with any IPv6 literal bracketed, so nothing joins a bare host to a port)
func fillRequest(req *http.Request, headers []headerField) (err error) {
	var scheme, authority, path string
	for _, h := range headers {
		switch h.Name {
		case ":path":
			path = h.Value
			req.RequestURI = h.Value
		case ":scheme":
			scheme = h.Value
		case ":authority":
			authority = h.Value
			req.Host = h.Value
		}
	}
	req.URL, err = url.Parse(fmt.Sprintf("%s://%s%s", scheme, authority, path)) // lookalike
	return err
}
