// Package urlesc holds cases rewritten from github.com/PuerkitoBio/urlesc.
package urlesc

import "net/url"

// Escape reassembles the URL into a valid URL string, escaping each
// component as RFC 3986 asks (the original keeps some reserved
// characters that net/url escapes).
func Escape(u *url.URL) string {
	return u.String()
}
