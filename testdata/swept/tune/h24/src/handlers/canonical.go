// Package handlers holds the cases of github.com/gorilla/handlers.
package handlers

import (
	"net/http"
	"net/url"
	"strings"
)

type canonical struct {
	h      http.Handler
	domain string
	code   int
}

// CanonicalHost redirects requests to the given domain, with the given
// status code.
func CanonicalHost(domain string, code int) func(h http.Handler) http.Handler {
	fn := func(h http.Handler) http.Handler {
		return canonical{h, domain, code}
	}
	return fn
}

func (c canonical) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	dest, err := url.Parse(c.domain)
	if err != nil {
		// Call the next handler if the provided domain fails to parse.
		c.h.ServeHTTP(w, r)
		return
	}

	if dest.Scheme == "" || dest.Host == "" {
		// Call the next handler if the scheme or host are empty.
		c.h.ServeHTTP(w, r)
		return
	}

	if !strings.EqualFold(cleanHost(r.Host), dest.Host) {
		// Re-build the destination URL
		// Source: github.com/gorilla/handlers/canonical.go:54 (hostjoin: the Host of a parsed URL, already host[:port] with brackets, no join of host and port)
		dest := dest.Scheme + "://" + dest.Host + r.URL.Path // lookalike
		if r.URL.RawQuery != "" {
			// Source: github.com/gorilla/handlers/canonical.go:56 (escaper: the request's RawQuery, already encoded, appended after '?')
			dest += "?" + r.URL.RawQuery // lookalike
		}
		http.Redirect(w, r, dest, c.code)
		return
	}

	c.h.ServeHTTP(w, r)
}

// cleanHost cleans invalid Host headers by stripping anything after '/' or ' '.
func cleanHost(in string) string {
	if i := strings.IndexAny(in, " /"); i != -1 {
		return in[:i]
	}
	return in
}
