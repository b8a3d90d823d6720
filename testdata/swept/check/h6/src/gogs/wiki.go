package gogs

import (
	"net/http"
	"net/url"
	"strings"
)

// ToWikiPageURL formats a string to corresponding wiki URL name.
func ToWikiPageURL(name string) string {
	return url.QueryEscape(name)
}

// ToWikiPageName formats a URL back to corresponding wiki page name. It enforces
// single-level hierarchy by replacing all "/" with spaces.
func ToWikiPageName(urlString string) string {
	name, _ := url.QueryUnescape(urlString)
	return strings.ReplaceAll(name, "/", " ")
}

// Context is the request context of a handler.
type Context struct {
	w        http.ResponseWriter
	r        *http.Request
	RepoLink string
}

// Redirect sends a redirect response.
func (c *Context) Redirect(location string, status ...int) {
	code := http.StatusFound
	if len(status) > 0 {
		code = status[0]
	}
	http.Redirect(c.w, c.r, location, code)
}

// NewWikiPost creates a wiki page and shows it.
func NewWikiPost(c *Context, title string) {
	// Source: github.com/gogs/gogs/internal/route/repo/wiki.go:217 (escaper: url.QueryEscape of the page name, in a helper, lands in the path after the unknown repository link; the wiki handler reads it back with url.QueryUnescape, a round trip the check does not follow and need not)
	c.Redirect(c.RepoLink + "/wiki/" + ToWikiPageURL(ToWikiPageName(title))) // lookalike
}
