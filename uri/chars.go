package uri

// The bits of classes, one for each production scanned byte by byte.
const (
	cAlpha      uint16 = 1 << iota // ALPHA
	cDigit                         // DIGIT
	cHex                           // HEXDIG
	cScheme                        // ALPHA / DIGIT / "+" / "-" / "."   (§3.1)
	cUnreserved                    // ALPHA / DIGIT / "-" / "." / "_" / "~"   (§2.3)
	cRegName                       // unreserved / sub-delims   (§3.2.2; pct-encoded apart)
	cUserinfo                      // unreserved / sub-delims / ":"   (§3.2.1)
	cSegmentNC                     // unreserved / sub-delims / "@"   (§3.3)
	cPchar                         // unreserved / sub-delims / ":" / "@"   (§3.3)
	cPath                          // pchar / "/"
	cQuery                         // pchar / "/" / "?"   (§3.4, §3.5)
	cIPv6                          // HEXDIG / ":" / "."
	cURIChar                       // reserved / unreserved / "%": a byte some URI may hold   (§2)
)

// Names of the masks the parser scans with; pct-encoded is handled apart,
// at each '%'.
const (
	mScheme     = cScheme
	mUnreserved = cUnreserved
	mRegName    = cRegName
	mUserinfo   = cUserinfo
	mSegmentNC  = cSegmentNC
	mPchar      = cPchar
	mPath       = cPath
	mQuery      = cQuery
	mFuture     = cUserinfo // the part of IPvFuture after "."
)

// classes maps each byte to the productions it may stand in.
var classes = func() (t [256]uint16) {
	set := func(chars string, bits uint16) {
		for i := range len(chars) {
			t[chars[i]] |= bits
		}
	}
	const (
		alpha     = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		digit     = "0123456789"
		subDelims = "!$&'()*+,;="
	)
	set(alpha, cAlpha)
	set(digit, cDigit)
	set(digit+"abcdefABCDEF", cHex|cIPv6)
	set(":.", cIPv6)
	set(alpha+digit+"+-.", cScheme)
	unreserved := alpha + digit + "-._~"
	set(unreserved, cUnreserved)
	set(unreserved+subDelims, cRegName)
	set(unreserved+subDelims+":", cUserinfo)
	set(unreserved+subDelims+"@", cSegmentNC)
	set(unreserved+subDelims+":@", cPchar)
	set(unreserved+subDelims+":@/", cPath)
	set(unreserved+subDelims+":@/?", cQuery)
	set(unreserved+subDelims+":/?#[]@"+"%", cURIChar) // gen-delims and '%' added
	return t
}()

// in reports whether c is in one of the classes of mask m.
func in(c byte, m uint16) bool { return classes[c]&m != 0 }

func isAlpha(c byte) bool { return classes[c]&cAlpha != 0 }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isHex(c byte) bool   { return classes[c]&cHex != 0 }

// IsHex reports whether c is a HEXDIG: a digit or a letter from 'A' to
// 'F', in either case (RFC 3986 §2.1, RFC 5234 Appendix B.1).
func IsHex(c byte) bool { return isHex(c) }

// Unhex returns the value of the hex digit c, which must be one (see IsHex).
func Unhex(c byte) byte { return unhex(c) }

// IsTriplet reports whether s[i:] starts with a percent-encoded octet:
// pct-encoded = "%" HEXDIG HEXDIG (§2.1).
func IsTriplet(s string, i int) bool {
	return 0 <= i && i+2 < len(s) && s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2])
}

// NeverAllowed reports whether no URI may hold the byte c anywhere: it is
// neither reserved (§2.2), nor unreserved (§2.3), nor the '%' that starts
// a triplet (§2.1). These are the controls, space, the bytes that are not
// ASCII, and '"', '<', '>', '\', '^', '`', '{', '|' and '}'. Encoding
// them changes no delimiter.
func NeverAllowed(c byte) bool { return classes[c]&cURIChar == 0 }

// SchemeLen returns the length of the scheme-like word at the start of s,
// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1), or 0 if s does not
// start with a letter. It does not look for the ':' that ends a scheme.
func SchemeLen(s string) int {
	if s == "" || !isAlpha(s[0]) {
		return 0
	}
	return span(s, 1, mScheme)
}

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
// the production m. It is the hot loop of parsing.
func span(s string, i int, m uint16) int {
	// The unsigned compare also proves i >= 0, which drops the bounds
	// check from the loop.
	for uint(i) < uint(len(s)) && classes[s[i]]&m != 0 {
		i++
	}
	return i
}

// spanPct is span for productions that also allow pct-encoded (§2.1).
// It stops at the first byte not in m that is not the start of a valid
// triplet; a '%' there is a malformed percent-encoding.
//
// It must stay inlinable: each call site then has its own loop, whose
// branches the processor predicts apart. Parse scans the commonest
// components with span and spanTriplets instead (see there).
func spanPct(s string, i int, m uint16) int {
	for {
		i = span(s, i, m)
		if i+2 >= len(s) || s[i] != '%' || classes[s[i+1]]&classes[s[i+2]]&cHex == 0 {
			return i
		}
		i += 3
	}
}

// spanTriplets is spanPct from a '%' at i. Parse scans the host, path,
// query and fragment with span, and goes on with spanTriplets at a '%':
// triplets come in runs, which a loop of their own predicts better than
// the loop they break: parsing the benchmark corpus takes 4% less time
// than with spanPct.
func spanTriplets(s string, i int, m uint16) int {
	for uint(i) < uint(len(s)) {
		if classes[s[i]]&m != 0 {
			i++
			continue
		}
		if i+2 >= len(s) || s[i] != '%' || classes[s[i+1]]&classes[s[i+2]]&cHex == 0 {
			break
		}
		i += 3
	}
	return i
}
