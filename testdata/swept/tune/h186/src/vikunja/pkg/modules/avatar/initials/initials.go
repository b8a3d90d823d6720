// Package initials rewrites the cases of code.vikunja.io/api/pkg/modules/avatar/initials.
package initials

import (
	"fmt"
	"strconv"
)

// GetAvatar renders an initials avatar as SVG.
func GetAvatar(size int64, bgColor, textColor, initial string) ([]byte, string, error) {
	sizeStr := strconv.FormatInt(size, 10)
	// Source: code.vikunja.io/api/pkg/modules/avatar/initials/initials.go:78 (plainhttp: the http URI is the SVG XML namespace name of a rendered image, an identifier never fetched, rule 5)
	svg := fmt.Sprintf("<svg viewBox=\"0 0 100 100\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\">\n  <rect width=\"100\" height=\"100\" fill=\"%s\"/>\n  <text x=\"50\" y=\"50\" font-family=\"sans-serif\" font-size=\"50\" fill=\"%s\" text-anchor=\"middle\" dominant-baseline=\"central\">%s</text>\n</svg>", sizeStr, sizeStr, bgColor, textColor, initial) // lookalike
	return []byte(svg), "image/svg+xml", nil
}
