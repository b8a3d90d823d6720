// Package goldmark holds cases rewritten from github.com/yuin/goldmark.
package goldmark

import (
	"bytes"
	"net/http"
	"net/url"
	"unicode/utf8"
)

// fetchCaseFolding downloads the Unicode CaseFolding table of a version.
func fetchCaseFolding(unicodeVersion string) (*http.Response, error) {
	// Source: github.com/yuin/goldmark/_tools/gen-unicode-case-folding-map.go:42 (plainhttp: the generator fetches from the public host www.unicode.org, which serves https, over plain http)
	url := "http://www.unicode.org/Public/" + unicodeVersion + "/ucd/CaseFolding.txt" // defect plainhttp
	return http.Get(url)
}

// urlEscape percent-encodes the bytes of a link destination that need it.
func urlEscape(v []byte) []byte {
	var out bytes.Buffer
	for i := 0; i < len(v); {
		c := v[i]
		if c < utf8.RuneSelf && c != ' ' && c != '"' && c != '<' && c != '>' {
			out.WriteByte(c)
			i++
			continue
		}
		if c == ' ' {
			out.WriteString("%20")
			i++
			continue
		}
		_, size := utf8.DecodeRune(v[i:])
		// Source: github.com/yuin/goldmark/util/util.go:721 (escaper: QueryEscape is applied to one non-ASCII or unsafe rune at a time, where it yields the same %XX bytes as PathEscape; spaces are handled before)
		out.WriteString(url.QueryEscape(string(v[i : i+size]))) // lookalike
		i += size
	}
	return out.Bytes()
}

// toHTML stands in for goldmark's Markdown-to-HTML conversion.
func toHTML(source string) string { panic("stub") }

// toHTMLLinkify stands in for conversion with the linkify extension.
func toHTMLLinkify(source string) string { panic("stub") }
