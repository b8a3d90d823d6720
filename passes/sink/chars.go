package sink

import "strings"

// schemeLen returns the length of the scheme-like word at the start of t:
// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1).
func schemeLen(t string) int {
	if t == "" || !isAlpha(t[0]) {
		return 0
	}
	i := 1
	for i < len(t) && (isAlpha(t[i]) || '0' <= t[i] && t[i] <= '9' || t[i] == '+' || t[i] == '-' || t[i] == '.') {
		i++
	}
	return i
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isSpaceOrCtl(c byte) bool { return c <= ' ' || c == 0x7f }

// encodeNeverAllowed percent-encodes the bytes that no URI may hold and
// each '%' that starts no triplet (RFC 3986 §2.1), as the syntax check's
// fix does, so that a fix of this check is judged on its own.
func encodeNeverAllowed(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := range len(s) {
		c := s[i]
		switch {
		case c == '%' && !(i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])),
			c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>\\^`{|}", c) >= 0:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}
