package mautrix

import (
	"fmt"
	"strings"
)

// HTMLParser converts Matrix HTML into plain text.
type HTMLParser struct {
	LinkConverter func(text, href string) string
}

func (parser *HTMLParser) linkToString(str, href string) string {
	if parser.LinkConverter != nil {
		return parser.LinkConverter(str, href)
	} else if str == href ||
		str == strings.TrimPrefix(href, "mailto:") ||
		// Source: github.com/mautrix/go/format/htmlparser.go:322 (hostform: a scheme prefix TrimPrefix removes from a link to compare its text, no URI)
		str == strings.TrimPrefix(href, "http://") || // lookalike
		str == strings.TrimPrefix(href, "https://") {
		return str
	}
	return fmt.Sprintf("%s (%s)", str, href)
}
