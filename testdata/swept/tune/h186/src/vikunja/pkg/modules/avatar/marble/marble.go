// Package marble rewrites the cases of code.vikunja.io/api/pkg/modules/avatar/marble.
package marble

import "strconv"

const avatarSize = 80

// GenerateSVG renders a marble-style SVG avatar.
func GenerateSVG(size int64) (avatar []byte, mimeType string, err error) {
	s := strconv.FormatInt(size, 10)
	avatarSizeStr := strconv.Itoa(avatarSize)
	// Source: code.vikunja.io/api/pkg/modules/avatar/marble/marble.go:90 (plainhttp: SVG markup built by concatenation whose only URI is the SVG XML namespace name, an identifier never fetched, rule 5)
	return []byte("<svg\n      viewBox=\"0 0 " + avatarSizeStr + " " + avatarSizeStr + "\"\n      fill=\"none\"\n      xmlns=\"http://www.w3.org/2000/svg\"\n      width=\"" + s + "\"\n      height=\"" + s + "\"\n    ></svg>"), "image/svg+xml", nil // lookalike
}
