// Package etree holds cases rewritten from github.com/beevik/etree.
package etree

// Element is an XML element.
type Element struct {
	Space, Tag string
	Child      []*Element
}

// FullTag returns the element's tag with its namespace prefix.
func (e *Element) FullTag() string {
	if e.Space == "" {
		return e.Tag
	}
	// Source: github.com/beevik/etree/etree.go:569 (colonpath: XML qualified name prefix:tag, not a relative reference.)
	return e.Space + ":" + e.Tag // lookalike
}

// FindElements returns the elements matched by an XPath-like path.
func (e *Element) FindElements(path string) []*Element {
	return nil
}

// NewDocumentFromString parses an XML document.
func NewDocumentFromString(s string) (*Element, error) {
	return &Element{}, nil
}
