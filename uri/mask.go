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
	// Each "://" starts a URI of its own, so that one held in the query
	// of another is masked too.
	for _, span := range QuotedURIs(text) {
		for _, r := range SecretRanges(text[span[0]:span[1]]) {
			hide = append(hide, [2]int{span[0] + r[0], span[0] + r[1]})
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

// QuotedURIs returns the spans of the URIs that text quotes: one for each
// "://", from the scheme before it, ALPHA *( ALPHA / DIGIT / "+" / "-" /
// "." ) (§3.1), or from the "://" when there is none, to the white space,
// quote, '<', '>' or '\' that ends it, which no URI holds unencoded
// (Appendix C). A URI in the query of another has a span of its own,
// inside the other's.
func QuotedURIs(text string) [][2]int {
	var out [][2]int
	for from := 0; ; {
		i := strings.Index(text[from:], "://")
		if i < 0 {
			return out
		}
		sep := from + i
		from = sep + len("://")
		start := sep
		for start > 0 && in(text[start-1], mScheme) {
			start--
		}
		for start < sep && SchemeLen(text[start:]) != sep-start {
			start++ // a scheme starts with a letter
		}
		end := from
		for end < len(text) && !endsQuotedURI(text[end]) {
			end++
		}
		out = append(out, [2]int{start, end})
	}
}

// endsQuotedURI reports whether c ends a URI quoted in other text.
func endsQuotedURI(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\v', '\f', '"', '\'', '`', '<', '>', '\\':
		return true
	}
	return false
}
