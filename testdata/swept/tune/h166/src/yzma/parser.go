package yzma

import "strings"

// StripMarkup removes tool-call blocks and model-specific markers (turn tags, channel
// directives, bare channel prefixes) from a string, leaving only the plain text.
// It rewrites pkg/message/parser.go in part.
func StripMarkup(s string) string {
	for _, prefix := range []string{"speak:", "wait:"} {
		s = strings.TrimPrefix(s, prefix)
	}
	return s
}
