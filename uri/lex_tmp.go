package uri

import "strings"

func SchemeLen(s string) int {
	if s == "" || !isAlpha(s[0]) {
		return 0
	}
	return span(s, 1, mScheme)
}

func IsHex(c byte) bool { return isHex(c) }

func Unhex(c byte) byte { return unhex(c) }

func IsTriplet(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2])
}

func NeverAllowed(c byte) bool {
	return c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>\\^`{|}", c) >= 0
}

func EncodeNeverAllowed(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := range len(s) {
		c := s[i]
		if c == '%' && !IsTriplet(s, i) || NeverAllowed(c) {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func PercentEncode(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := range len(s) {
		b.WriteByte('%')
		b.WriteByte(hex[s[i]>>4])
		b.WriteByte(hex[s[i]&15])
	}
	return b.String()
}
