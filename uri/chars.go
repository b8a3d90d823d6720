package uri

// Character classes of RFC 3986 §2, one bit each. A byte may be in several.
const (
	cAlpha          uint16 = 1 << iota // ALPHA
	cDigit                             // DIGIT
	cHex                               // HEXDIG
	cSchemeExtra                       // "+" / "-" / "." (§3.1)
	cUnreservedMark                    // "-" / "." / "_" / "~" (§2.3)
	cSubDelim                          // "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (§2.2)
	cColon                             // ":"
	cAt                                // "@"
	cSlash                             // "/"
	cQuestion                          // "?"
	cIPv6                              // HEXDIG / ":" / "." inside an IP-literal
)

// Masks for the productions scanned byte by byte. pct-encoded is handled
// apart, by the caller, at each '%'.
const (
	mScheme     = cAlpha | cDigit | cSchemeExtra    // scheme, after its first ALPHA
	mUnreserved = cAlpha | cDigit | cUnreservedMark // unreserved
	mRegName    = mUnreserved | cSubDelim           // reg-name
	mUserinfo   = mRegName | cColon                 // userinfo
	mSegmentNC  = mRegName | cAt                    // segment-nz-nc
	mPchar      = mRegName | cColon | cAt           // pchar
	mPath       = mPchar | cSlash                   // *( pchar / "/" )
	mQuery      = mPath | cQuestion                 // query, fragment
	mFuture     = mUserinfo                         // the part of IPvFuture after "."
)

// classes maps each byte to its character classes.
var classes = func() (t [256]uint16) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= cAlpha
		t[c-'a'+'A'] |= cAlpha
	}
	for c := '0'; c <= '9'; c++ {
		t[c] |= cDigit | cHex | cIPv6
	}
	for _, c := range "abcdefABCDEF" {
		t[c] |= cHex | cIPv6
	}
	for _, c := range "+-." {
		t[c] |= cSchemeExtra
	}
	for _, c := range "-._~" {
		t[c] |= cUnreservedMark
	}
	for _, c := range "!$&'()*+,;=" {
		t[c] |= cSubDelim
	}
	t[':'] |= cColon | cIPv6
	t['.'] |= cIPv6
	t['@'] |= cAt
	t['/'] |= cSlash
	t['?'] |= cQuestion
	return t
}()

// in reports whether c is in one of the classes of mask m.
func in(c byte, m uint16) bool { return classes[c]&m != 0 }

func isAlpha(c byte) bool { return classes[c]&cAlpha != 0 }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isHex(c byte) bool   { return classes[c]&cHex != 0 }

// unhex returns the value of the hex digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// lower returns the lowercase of the ASCII letter c, and other bytes as they are.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// upper returns the uppercase of the ASCII letter c, and other bytes as they are.
func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// span returns the index of the first byte at or after i that is not in
// the classes of m. It is the hot loop of parsing.
func span(s string, i int, m uint16) int {
	for i < len(s) && classes[s[i]]&m != 0 {
		i++
	}
	return i
}

// spanPct is span for productions that also allow pct-encoded (§2.1).
// It stops at the first byte not in m that is not the start of a valid
// triplet; a '%' there is a malformed percent-encoding.
func spanPct(s string, i int, m uint16) int {
	for {
		i = span(s, i, m)
		if i+2 < len(s) && s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2]) {
			i += 3
			continue
		}
		return i
	}
}
