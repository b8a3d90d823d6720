package uri

import "strings"

// CheckEscapes reports the first '%' in s that does not start a
// pct-encoded triplet: "%" HEXDIG HEXDIG (§2.1).
func CheckEscapes(s string) error {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			return Error{Input: s, Offset: i, Code: CodeInvalidPercent}
		}
		j := strings.IndexByte(s[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return nil
}

// Unescape decodes every percent-encoded octet of s (§2.1, §2.4). The
// result may hold any byte, including ones that are not UTF-8.
func Unescape(s string) (string, error) {
	if err := CheckEscapes(s); err != nil {
		return "", err
	}
	n := strings.Count(s, "%")
	if n == 0 {
		return s, nil
	}
	b := make([]byte, 0, len(s)-2*n)
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b), nil
}

// Escape percent-encodes s as data for component c: every byte that may
// not stand for itself there, '%' included, becomes a triplet with
// uppercase hex digits (§2.1, §2.4). The delimiters that a component may
// hold (such as '/' in a path) are kept, so to encode one path segment or
// one query value, encode those delimiters as well with EscapeSegment.
func Escape(s string, c Component) string {
	return escape(s, componentMask(c))
}

// EscapeSegment percent-encodes s as one path segment: like Escape for a
// path, but '/' is encoded too.
func EscapeSegment(s string) string {
	return escape(s, mPchar)
}

func componentMask(c Component) uint16 {
	switch c {
	case ComponentScheme:
		return mScheme
	case ComponentUserinfo:
		return mUserinfo
	case ComponentHost:
		return mRegName
	case ComponentPort:
		return cDigit
	case ComponentPath:
		return mPath
	case ComponentQuery, ComponentFragment:
		return mQuery
	}
	return mUnreserved
}

func escape(s string, m uint16) string {
	n := 0
	for i := range len(s) {
		if !in(s[i], m) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	b := make([]byte, 0, len(s)+2*n)
	for i := range len(s) {
		c := s[i]
		if in(c, m) {
			b = append(b, c)
		} else {
			b = append(b, '%', upperHex[c>>4], upperHex[c&15])
		}
	}
	return string(b)
}

// EncodeNeverAllowed percent-encodes the bytes of s that no URI may hold
// (see NeverAllowed), and each '%' that starts no triplet, with uppercase
// hex digits (§2.1). Bytes that are not ASCII are encoded one by one, as
// the octets of their UTF-8 form. As no delimiter changes, every component
// stays where it was. It returns s itself when nothing needs encoding.
func EncodeNeverAllowed(s string) string {
	n := 0
	for i := range len(s) {
		if NeverAllowed(s[i]) || s[i] == '%' && !IsTriplet(s, i) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	b := make([]byte, 0, len(s)+2*n)
	for i := range len(s) {
		if c := s[i]; NeverAllowed(c) || c == '%' && !IsTriplet(s, i) {
			b = append(b, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			b = append(b, c)
		}
	}
	return string(b)
}

// PercentEncode returns every byte of s as a triplet (§2.1): "a b"
// becomes "%61%20%62".
func PercentEncode(s string) string {
	b := make([]byte, 0, 3*len(s))
	for i := range len(s) {
		b = append(b, '%', upperHex[s[i]>>4], upperHex[s[i]&15])
	}
	return string(b)
}

// upperHex are the digits of a triplet, uppercase, as §2.1 asks of
// producers.
const upperHex = "0123456789ABCDEF"

// NormalizeEscapes returns s, whose percent-encodings must be valid, with
// their hex digits uppercased and the encoded unreserved characters
// decoded (§6.2.2.1, §6.2.2.2). It returns s itself when nothing changes.
func NormalizeEscapes(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := appendNormalizedEscapes(make([]byte, 0, len(s)), s, false)
	if string(b) == s {
		return s
	}
	return string(b)
}

// IsUnreserved reports whether c is an unreserved character (§2.3), one
// that never needs to be percent-encoded.
func IsUnreserved(c byte) bool { return in(c, mUnreserved) }
