// Package richtext rewrites the cases of code.vikunja.io/api/pkg/richtext.
package richtext

import (
	"regexp"
	"strings"
)

var anchor = regexp.MustCompile(`<a href="([^"]*)">([^<]*)</a>`)

// HTMLToMarkdown stands in for the HTML to markdown converter.
func HTMLToMarkdown(htmlInput string) (string, error) {
	s := anchor.ReplaceAllString(htmlInput, "[$2]($1)")
	s = strings.TrimPrefix(s, "<p>")
	return strings.TrimSuffix(s, "</p>"), nil
}
