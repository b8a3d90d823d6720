// Package secure holds cases rewritten from github.com/unrolled/secure.
package secure

import (
	"fmt"
	"net/http"
	"strings"
)

// Options configures Secure.
type Options struct {
	SSLRedirect bool
	SSLHost     string
}

// Secure is the middleware.
type Secure struct {
	opt Options
}

// New returns a Secure.
func New(o Options) *Secure { return &Secure{opt: o} }

// Handler wraps h.
func (s *Secure) Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if s.opt.SSLRedirect && r.TLS == nil {
			url := *r.URL
			url.Scheme = "https"
			// Source: github.com/unrolled/secure/secure.go:354 (hostjoin: the redirect takes the request's Host whole, host[:port] as received, no ':' join)
			url.Host = host // lookalike
			if len(s.opt.SSLHost) > 0 {
				url.Host = s.opt.SSLHost
			}
			http.Redirect(w, r, url.String(), http.StatusMovedPermanently)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// ModifyResponseHeaders fixes the Location header.
func (s *Secure) ModifyResponseHeaders(res *http.Response) error {
	if res != nil && res.Request != nil {
		location := res.Header.Get("Location")
		if len(s.opt.SSLHost) > 0 {
			// Source: github.com/unrolled/secure/secure.go:531 (plainhttp: the plain-http form of the configured host is only a prefix to find Location headers and upgrade them to https, no request is made)
			if strings.HasPrefix(location, fmt.Sprintf("http://%s/", s.opt.SSLHost)) || location == fmt.Sprintf("http://%s", s.opt.SSLHost) { // lookalike
				res.Header.Set("Location", strings.Replace(location, "http:", "https:", 1))
			}
		}
	}
	return nil
}
