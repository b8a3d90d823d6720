// Package xmlquery holds cases rewritten from github.com/antchfx/xmlquery.
package xmlquery

import (
	"errors"
	"io"
)

// Node is an XML node.
type Node struct {
	Data string
}

type xmlnsPrefix struct {
	name  string
	level int
}

type parser struct {
	space2prefix map[string]*xmlnsPrefix
}

func (p *parser) init() {
	// Source: github.com/antchfx/xmlquery/parse.go:169 (plainhttp: the reserved XML namespace name used as a map key, never fetched.)
	p.space2prefix = map[string]*xmlnsPrefix{"http://www.w3.org/XML/1998/namespace": {name: "xml", level: 0}} // lookalike
}

// Parse parses an XML document.
func Parse(r io.Reader) (*Node, error) {
	p := &parser{}
	p.init()
	return &Node{}, nil
}

// Find returns the nodes matched by an XPath expression.
func Find(top *Node, expr string) []*Node { return nil }

// FindOne returns the first node matched by an XPath expression.
func FindOne(top *Node, expr string) *Node { return nil }

// Query returns the first node matched, or an error for a bad expression.
func Query(top *Node, expr string) (*Node, error) {
	return nil, errors.New("stub")
}
