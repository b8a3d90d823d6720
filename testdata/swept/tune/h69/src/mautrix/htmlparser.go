package mautrix

import (
	"fmt"
	"strings"
)

func pillToString(displayname, mxid, eventID string) string {
	switch {
	case len(mxid) == 0, mxid[0] == '@':
		return displayname
	case len(eventID) > 0:
		// Source: maunium.net/go/mautrix/format/htmlparser.go:92 (escaper: raw Matrix room and event IDs in a matrix.to fragment; whether IDs need escaping is not known from the code)
		return fmt.Sprintf("https://matrix.to/#/%s/%s", mxid, eventID) // lookalike
	case mxid[0] == '#':
		return mxid
	default:
		// Source: maunium.net/go/mautrix/format/htmlparser.go:101 (syntax: the link is part of display text "name (link)", prose is not a URI)
		return fmt.Sprintf("%s (https://matrix.to/#/%s)", displayname, mxid) // lookalike
	}
}

func linkToString(str, href string) string {
	// Source: maunium.net/go/mautrix/format/htmlparser.go:322 (hostform: the scheme prefix is trimmed from a link for comparison and is not a URI with an empty host)
	if str == href || str == strings.TrimPrefix(href, "http://") { // lookalike
		return str
	}
	return fmt.Sprintf("%s (%s)", str, href)
}

// RenderMarkdown stands in for the markdown renderer under test.
func RenderMarkdown(text string) string {
	return text
}
