package httptreemux

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// HandlerFunc handles a request with its route parameters.
type HandlerFunc func(w http.ResponseWriter, r *http.Request, params map[string]string)

// TreeMux is a minimal router with trailing-slash and clean-path redirects.
type TreeMux struct {
	routes                map[string]HandlerFunc
	RedirectTrailingSlash bool
	RedirectCleanPath     bool
}

// New returns a router with redirects enabled.
func New() *TreeMux {
	return &TreeMux{routes: map[string]HandlerFunc{}, RedirectTrailingSlash: true, RedirectCleanPath: true}
}

// GET registers a handler for a path.
func (t *TreeMux) GET(p string, h HandlerFunc) { t.routes[p] = h }

// Lookup reports whether a path has a handler.
func (t *TreeMux) Lookup(p string) bool {
	_, ok := t.routes[p]
	return ok
}

// Clean returns the canonical form of a URL path, keeping a trailing slash.
func Clean(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] != '/' {
		p = "/" + p
	}
	c := path.Clean(p)
	if p[len(p)-1] == '/' && c != "/" {
		c += "/"
	}
	return c
}

func redirect(w http.ResponseWriter, r *http.Request, newPath string, statusCode int) {
	// Source: github.com/dimfeld/httptreemux/v5/router.go:103 (escaper: the unescaped request path goes into the decoded url.URL.Path field and String escapes it once, no escaper applied by hand.)
	newURL := url.URL{ // lookalike
		Path:     newPath,
		RawQuery: r.URL.RawQuery,
		Fragment: r.URL.Fragment,
	}
	http.Redirect(w, r, newURL.String(), statusCode)
}

func (t *TreeMux) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	unescapedPath := r.URL.Path
	if h, ok := t.routes[unescapedPath]; ok {
		h(w, r, nil)
		return
	}
	candidate := unescapedPath
	if t.RedirectCleanPath {
		candidate = Clean(candidate)
	}
	if t.RedirectTrailingSlash && len(candidate) > 1 {
		candidate = strings.TrimSuffix(candidate, "/")
	}
	if candidate != unescapedPath && t.Lookup(candidate) {
		redirect(w, r, candidate, http.StatusMovedPermanently)
		return
	}
	http.NotFound(w, r)
}
