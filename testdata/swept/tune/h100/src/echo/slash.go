package echo

import (
	"net/url"
	"strings"
)

// sanitizeURI escapes control characters and collapses leading slashes and
// backslashes so that a redirect target cannot name another host.
func sanitizeURI(uri string) string {
	var b strings.Builder
	for _, r := range uri {
		if r < 0x20 || r == 0x7f {
			b.WriteString(url.PathEscape(string(r)))
			continue
		}
		b.WriteRune(r)
	}
	uri = b.String()
	if len(uri) > 1 && (uri[0] == '/' || uri[0] == '\\') && (uri[1] == '/' || uri[1] == '\\') {
		uri = "/" + strings.TrimLeft(uri, `/\`)
	}
	return uri
}

func addTrailingSlash(c *Context, redirectCode int) error {
	req := c.Request
	u := req.URL
	p := u.Path
	if !strings.HasSuffix(p, "/") {
		p += "/"
		if redirectCode != 0 {
			return c.Redirect(redirectCode, sanitizeURI(p))
		}
		req.RequestURI = p
		// Source: github.com/labstack/echo/v4/middleware/slash.go:67 (escaper: the decoded path goes back into the decoded url.URL.Path field, which needs no escaper; uniform sample of 32 of 64.)
		u.Path = p // lookalike
	}
	return nil
}

func removeTrailingSlash(c *Context, redirectCode int) error {
	req := c.Request
	u := req.URL
	p := u.Path
	if l := len(p) - 1; l > 0 && strings.HasSuffix(p, "/") {
		p = p[:l]
		if redirectCode != 0 {
			return c.Redirect(redirectCode, sanitizeURI(p))
		}
		req.RequestURI = p
		// Source: github.com/labstack/echo/v4/middleware/slash.go:115 (escaper: the decoded path goes back into the decoded url.URL.Path field, which needs no escaper; uniform sample of 32 of 64.)
		u.Path = p // lookalike
	}
	return nil
}
