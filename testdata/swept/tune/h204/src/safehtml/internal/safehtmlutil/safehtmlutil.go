// Package safehtmlutil contains functions shared by package safehtml and safehtml/template.
package safehtmlutil

import (
	"bytes"
	"fmt"
	"regexp"
)

// IsSafeTrustedResourceURLPrefix returns whether the given prefix is safe to use as a
// TrustedResourceURL prefix.
func IsSafeTrustedResourceURLPrefix(prefix string) bool {
	return safeTrustedResourceURLPrefixPattern.MatchString(prefix)
}

var safeTrustedResourceURLPrefixPattern = regexp.MustCompile(`(?i)^(?:` +
	`(?:https:)?//[0-9a-z.:\[\]-]+/|` +
	`/[^/\\]|` +
	`about:blank#)`)

// URLContainsDoubleDotSegment returns whether the given URL or URL substring
// contains the double dot-segment ".." (RFC3986 3.3) in its percent-encoded or
// unencoded form.
func URLContainsDoubleDotSegment(url string) bool {
	return urlDoubleDotSegmentPattern.MatchString(url)
}

var urlDoubleDotSegmentPattern = regexp.MustCompile(`(?i)(?:\.|%2e)(?:\.|%2e)`)

// QueryEscapeURL produces an output that can be embedded in a URL query.
// The output can be embedded in an HTML attribute without further escaping.
func QueryEscapeURL(args ...interface{}) string {
	return urlProcessor(false, fmt.Sprint(args...))
}

// NormalizeURL normalizes URL content so it can be embedded in a quote-delimited
// string or parenthesis delimited url(...).
func NormalizeURL(args ...interface{}) string {
	return urlProcessor(true, fmt.Sprint(args...))
}

// urlProcessor normalizes (when norm is true) or escapes its input to produce
// a valid hierarchical or opaque URL part.
func urlProcessor(norm bool, s string) string {
	var b bytes.Buffer
	written := 0
	for i, n := 0, len(s); i < n; i++ {
		c := s[i]
		switch c {
		case '!', '#', '$', '&', '*', '+', ',', '/', ':', ';', '=', '?', '@', '[', ']':
			if norm {
				continue
			}
		// Unreserved according to RFC 3986 sec 2.3
		case '-', '.', '_', '~':
			continue
		case '%':
			// When normalizing do not re-encode valid escapes.
			if norm && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				continue
			}
		default:
			if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
				continue
			}
		}
		b.WriteString(s[written:i])
		// Source: github.com/google/safehtml/internal/safehtmlutil/safehtmlutil.go:115 (percent: the shared URL escaper writes every percent-escape with lower-case hex (%2f, %3d), which RFC 3986 says producers should write upper-case; the URLs work but are not in normal form; the percent check rule on lower-case escapes, form yes)
		fmt.Fprintf(&b, "%%%02x", c) // defect percent form
		written = i + 1
	}
	if written == 0 {
		return s
	}
	b.WriteString(s[written:])
	return b.String()
}

// isHex reports whether the given character is a hex digit.
func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
