// Package markdown holds cases rewritten from github.com/gomarkdown/markdown.
package markdown

import "bytes"

// Source: github.com/gomarkdown/markdown/examples/basic.go:18 (syntax: a sample Markdown document with a link, fed to the converter; Markdown text, not a URI)
var mds = "# header\n\nSample text.\n\n[link](http://example.com)\n" // lookalike

var protocolPrefixes = [][]byte{
	// Source: github.com/gomarkdown/markdown/parser/inline_links.go:125 (hostform: a scheme prefix matched against text to spot autolinks, not a URI with an empty host)
	[]byte("http://"), // lookalike
}

func isSafeLink(link []byte) bool {
	for _, prefix := range protocolPrefixes {
		if bytes.HasPrefix(link, prefix) {
			return true
		}
	}
	return false
}

// toHTML stands in for markdown.ToHTML with the parser and renderer a test sets up.
func toHTML(input string) string { panic("stub") }

func example() string { return toHTML(mds) }
