package uri

import (
	"cmp"
	"slices"
	"strings"
)

// MaskPasswords returns text with the password of every
// "scheme://user:password@" in it, and the value of every query parameter
// that carries a secret, replaced by "***", as [Redact] hides those of
// one URI. The text may be anything that quotes URIs:
// source lines, a diff, JSON. A URI there ends at white space, a quote,
// '<', '>' or '\', which no URI holds unencoded (RFC 3986 Appendix C).
// Each URI is read as Redact reads it, so that an '@' in a path may hide
// more than a password, never less. When there is nothing to hide it
// returns text itself.
func MaskPasswords(text string) string {
	if strings.IndexByte(text, '@') < 0 && strings.IndexByte(text, '=') < 0 {
		return text // fast path: no userinfo, no query parameter
	}
	var hide [][2]int // ranges of text to mask, in order
	for from := 0; ; {
		i := strings.Index(text[from:], "://")
		if i < 0 {
			break
		}
		i += from
		from = i + 3
		start := i
		for start > 0 && in(text[start-1], mScheme) {
			start--
		}
		end := from
		for end < len(text) && !endsQuotedURI(text[end]) {
			end++
		}
		// Each "://" starts a URI of its own, so that one held in the
		// query of another is masked too.
		for _, r := range SecretRanges(text[start:end]) {
			hide = append(hide, [2]int{start + r[0], start + r[1]})
		}
	}
	if hide == nil {
		return text
	}
	// A URI in the query of another has ranges of its own, which may
	// fall before or inside the outer one's.
	slices.SortFunc(hide, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	merged := hide[:1]
	for _, r := range hide[1:] {
		if last := &merged[len(merged)-1]; r[0] <= last[1] {
			last[1] = max(last[1], r[1])
		} else {
			merged = append(merged, r)
		}
	}
	return maskRanges(text, merged)
}

// endsQuotedURI reports whether c ends a URI quoted in other text.
func endsQuotedURI(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\v', '\f', '"', '\'', '`', '<', '>', '\\':
		return true
	}
	return false
}
