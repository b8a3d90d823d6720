package xnet

import (
	"net/url"
	"strings"
)

type response struct {
	Href []string
}

func makePropstatResponse(href string) *response {
	return &response{
		// Source: golang.org/x/net/webdav/webdav.go:642 (escaper: the decoded href goes into the decoded url.URL.Path field and comes out through EscapedPath, the right escaper for a path)
		Href: []string{(&url.URL{Path: href}).EscapedPath()}, // lookalike
	}
}

// Source: golang.org/x/net/webdav/internal/xml/xml.go:327 (plainhttp: an XML namespace name that is compared byte for byte and never fetched, so it must stay http)
const xmlURL = "http://www.w3.org/XML/1998/namespace" // lookalike

func isXMLNamespace(space string) bool { return space == xmlURL }

// parseIfHeader parses a WebDAV If header.
func parseIfHeader(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "<") && !strings.HasPrefix(s, "(") {
		return "", false
	}
	return s, true
}
