package glamour

import (
	"io"
	"net/url"
	"strings"
)

// A LinkElement is used to render hyperlinks.
type LinkElement struct {
	BaseURL string
	URL     string
}

// Render writes the link's href as terminal text.
func (e *LinkElement) Render(w io.Writer) error {
	u, err := url.Parse(e.URL)
	if err == nil && "#"+u.Fragment != e.URL {
		_, err = io.WriteString(w, " "+resolveRelativeURL(e.BaseURL, e.URL))
	}
	return err
}

// AutoLinkType is the kind of an autolink.
type AutoLinkType int

// AutoLinkEmail marks an autolinked e-mail address.
const AutoLinkEmail AutoLinkType = 1

// newAutoLinkElement builds the renderer for a markdown autolink.
func newAutoLinkElement(u string, typ AutoLinkType) *LinkElement {
	if typ == AutoLinkEmail && !strings.HasPrefix(strings.ToLower(u), "mailto:") {
		// Source: github.com/charmbracelet/glamour/ansi/elements.go:272 (escaper: the address is one the markdown parser matched as an e-mail autolink and the mailto link is only printed to the terminal, so no URI use by the rules)
		u = "mailto:" + u // lookalike
	}
	return &LinkElement{URL: u}
}
