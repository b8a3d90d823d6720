// Package readability holds cases rewritten from github.com/go-shiori/go-readability.
package readability

import (
	nurl "net/url"
	"strings"
)

// toAbsoluteURI converts uri to an absolute URI based on base, the document URL.
func toAbsoluteURI(uri string, base *nurl.URL) string {
	if uri == "" || base == nil {
		return uri
	}
	if strings.HasPrefix(uri, "#") {
		return uri
	}
	tmp, err := nurl.ParseRequestURI(uri)
	if err == nil && tmp.Scheme != "" && tmp.Hostname() != "" {
		return uri
	}
	tmp, err = nurl.Parse(uri)
	if err != nil {
		return uri
	}
	// Source: github.com/go-shiori/go-readability/utils.go:66 (baseslash: references in a page are resolved against the document URL, where dropping the last segment is the intended HTML semantics.)
	return base.ResolveReference(tmp).String() // lookalike
}

// Article is the readable content of a page.
type Article struct {
	Content string
}

// FromDocument extracts the readable content of a page whose links are resolved against pageURL.
func FromDocument(doc string, pageURL *nurl.URL) (Article, error) {
	return Article{Content: toAbsoluteURI(doc, pageURL)}, nil
}
