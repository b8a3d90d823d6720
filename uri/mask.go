package uri

import "strings"

// MaskPasswords returns text with the password of every
// "scheme://user:password@" in it replaced by "***", as [Redact] hides
// the password of one URI. The text may be anything that quotes URIs:
// source lines, a diff, JSON. A URI there ends at white space, a quote,
// '<', '>' or '\', which no URI holds unencoded (RFC 3986 Appendix C).
// Each URI is read as Redact reads it, so that an '@' in a path may hide
// more than a password, never less. When there is nothing to hide it
// returns text itself.
func MaskPasswords(text string) string {
	if strings.IndexByte(text, '@') < 0 {
		return text // fast path: no userinfo
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
		if s, e, ok := passwordRange(text[start:end]); ok {
			s, e = start+s, start+e
			if n := len(hide); n > 0 && s < hide[n-1][1] {
				hide[n-1][1] = max(hide[n-1][1], e)
			} else {
				hide = append(hide, [2]int{s, e})
			}
		}
	}
	if hide == nil {
		return text
	}
	var b strings.Builder
	last := 0
	for _, r := range hide {
		b.WriteString(text[last:r[0]])
		b.WriteString("***")
		last = r[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// endsQuotedURI reports whether c ends a URI quoted in other text.
func endsQuotedURI(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\v', '\f', '"', '\'', '`', '<', '>', '\\':
		return true
	}
	return false
}
