// Package premailer holds cases rewritten from github.com/vanng822/go-premailer.
package premailer

import "regexp"

var (
	anchorRe = regexp.MustCompile(`<a href="([^"]*)">([^<]*)</a>`)
	tagRe    = regexp.MustCompile(`<[^>]*>`)
)

// TransformText renders an HTML document as plain text, showing links after their text.
func TransformText(html string) string {
	return tagRe.ReplaceAllString(anchorRe.ReplaceAllString(html, "$2 ( $1 )"), "")
}
