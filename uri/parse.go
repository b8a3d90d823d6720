package uri

// Validate reports whether s matches the production r of RFC 3986, with an
// *Error saying where it does not. It does not allocate when s is valid.
func Validate(s string, r Rule) error {
	u := URI{s: s}
	return u.parse(r, false).orNil()
}

// Parse parses s as a URI-reference (§4.1): a URI or a relative reference.
func Parse(s string) (u URI, err error) {
	// Parse, ParseRule and Validate stay small enough to be inlined, so
	// that parse fills the caller's URI where it is instead of a copy.
	// Parse does not call ParseRule, as together they would not be.
	u.s = s
	if e := u.parse(RuleURIReference, false); e != nil {
		return URI{}, e
	}
	return
}

// ParseRule parses s as the production r.
//
// For a URI-reference, a ':' before the first '/', '?' or '#' selects the
// URI alternative, as the regular expression of Appendix B does: "1a:b"
// is reported as a bad scheme, not as a relative reference with a colon in
// its first segment.
func ParseRule(s string, r Rule) (u URI, err error) {
	u.s = s
	if e := u.parse(r, false); e != nil {
		return URI{}, e
	}
	return
}

// MustParse is like Parse but panics on error. It is intended for tests
// and for package-level values built from hard-coded strings.
func MustParse(s string) URI {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// parser holds what every step of one parse needs. When partial is set,
// s is only the start of the string to parse: reaching its end is never an
// error, so only what no continuation can repair is reported.
type parser struct {
	s       string
	partial bool
}

// parse parses u.s into u, whose other fields must be zero. It fills u
// in place, as a URI is too large to return in registers, and it stores
// no pointer there: the caller's URI is on its stack, where a store needs
// no write barrier while the GC marks, and parse cannot know that.
func (u *URI) parse(r Rule, partial bool) *Error {
	s := u.s
	p := parser{s, partial}
	if len(s) > maxLen {
		return newError(s, maxLen, r.String(), "input too long")
	}
	i := 0
	if r != RuleRelativeRef {
		// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )   (§3.1)
		j := 0
		if len(s) > 0 && isAlpha(s[0]) {
			j = span(s, 1, mScheme)
		}
		if j > 0 && j < len(s) && s[j] == ':' {
			u.flags |= hasScheme
			u.schemeEnd = int32(j)
			i = j + 1
		} else if err := p.noScheme(r, j); err != nil {
			return err
		}
	}

	switch {
	case i+1 < len(s) && s[i] == '/' && s[i+1] == '/':
		// "//" authority path-abempty   (§3.2, §3.3)
		u.flags |= hasAuthority
		a := i + 2
		// The common reg-name or IPv4address, with or without a port and
		// with no userinfo, takes one scan here; the rest is authority's.
		h := span(s, a, mRegName)
		if h < len(s) && s[h] == '%' {
			h = spanTriplets(s, h, mRegName)
		}
		e := h
		if e < len(s) && s[e] == ':' {
			e = span(s, e+1, cDigit)
		}
		if e == len(s) || isAuthorityEnd(s[e]) {
			u.hostStart, u.hostEnd, u.kind = int32(a), int32(h), HostRegName
			if h > a && isDigit(s[a]) && checkIPv4(s[a:h]) < 0 {
				u.kind = HostIPv4
			}
			if e > h {
				u.flags |= hasPort
			}
			i = e
		} else {
			var err *Error
			if i, err = p.authority(u, a); err != nil {
				return err
			}
		}
		u.pathStart = int32(i)
	case !u.has(hasScheme):
		// path-noscheme: the first segment has no ':' (§4.2). The path
		// scan goes on from where this one stops.
		u.pathStart = int32(i)
		if i = spanPct(s, i, mSegmentNC); i < len(s) && s[i] == ':' {
			return newError(s, i, "path-noscheme", "colon in first segment of a relative reference")
		}
	default:
		u.pathStart = int32(i)
	}

	if i = span(s, i, mPath); i < len(s) && s[i] == '%' {
		i = spanTriplets(s, i, mPath)
	}
	u.pathEnd = int32(i)
	if i < len(s) && s[i] == '?' {
		u.flags |= hasQuery
		if i = span(s, i+1, mQuery); i < len(s) && s[i] == '%' {
			i = spanTriplets(s, i, mQuery)
		}
	}
	u.queryEnd = int32(i)
	if i < len(s) && s[i] == '#' {
		if r == RuleAbsoluteURI {
			return newError(s, i, "absolute-URI", "fragment not allowed")
		}
		u.flags |= hasFragment
		if i = span(s, i+1, mQuery); i < len(s) && s[i] == '%' {
			i = spanTriplets(s, i, mQuery)
		}
	}
	if i < len(s) {
		if p.partial && p.cutTriplet(i) == len(s) {
			// The last component goes on past the prefix.
			if !u.has(hasFragment) {
				if !u.has(hasQuery) {
					u.pathEnd = int32(len(s))
				}
				u.queryEnd = int32(len(s))
			}
			return nil
		}
		return u.charError(i)
	}
	return nil
}

// span is spanPct that, on a prefix, also accepts a triplet cut short by
// the end of the input.
func (p *parser) span(i int, m uint16) int {
	i = spanPct(p.s, i, m)
	if p.partial {
		return p.cutTriplet(i)
	}
	return i
}

// cutTriplet returns len(s) if s[i:] is a triplet cut short, else i.
func (p *parser) cutTriplet(i int) int {
	if i < len(p.s) && p.s[i] == '%' && (i+1 == len(p.s) || i+2 == len(p.s) && isHex(p.s[i+1])) {
		return len(p.s)
	}
	return i
}

// noScheme reports why s, whose scheme-like prefix ends at j, has no
// scheme, or nil when a relative reference may follow.
func (p *parser) noScheme(r Rule, j int) *Error {
	s := p.s
	colon := false
	for _, c := range []byte(s[j:]) {
		if c == ':' || c == '/' || c == '?' || c == '#' {
			colon = c == ':'
			break
		}
	}
	switch {
	case r == RuleURIReference && !colon:
		return nil // a relative reference
	case p.partial && j == len(s):
		return nil // the scheme may go on
	case len(s) > 0 && s[0] == ':':
		return newError(s, 0, "scheme", "missing scheme before ':'")
	case j == 0 && colon:
		return newCharError(s, 0, "scheme", "scheme must begin with a letter")
	case colon || p.partial:
		return newCharError(s, j, "scheme", "invalid character in scheme")
	}
	return newError(s, 0, "scheme", "missing scheme")
}

// isAuthorityEnd reports whether c ends an authority (§3.2).
func isAuthorityEnd(c byte) bool { return c == '/' || c == '?' || c == '#' }

// authority parses [ userinfo "@" ] host [ ":" port ] starting at a, and
// returns the index just past it.   (§3.2)
//
// parse has already tried the common case, a host and port alone, in
// one scan.
func (p *parser) authority(u *URI, a int) (int, *Error) {
	s := p.s
	// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )   (§3.2.1)
	j := p.span(a, mUserinfo)
	switch {
	case j < len(s) && s[j] == '@':
		u.flags |= hasUserinfo
		return p.hostPort(u, j+1)
	case j == len(s) && p.partial:
		// Host or userinfo: the rest decides. Keep the host if it is one.
		v := *u
		if end, err := p.hostPort(&v, a); err == nil {
			*u = v
			return end, nil
		}
		u.hostStart, u.hostEnd, u.kind = int32(a), int32(a), HostRegName
		return len(s), nil
	case j < len(s) && !isAuthorityEnd(s[j]) && indexAuthority(s, j, '@') >= 0:
		// A byte that cannot be in a userinfo, before an '@'. Read as a
		// host instead, the string breaks no earlier, so report the later
		// of the two.
		var userErr *Error
		if s[j] == '%' {
			userErr = newError(s, j, "pct-encoded", "invalid percent-encoding")
		} else {
			userErr = newCharError(s, j, "userinfo", "invalid character in userinfo")
		}
		v := *u
		if _, hostErr := p.hostPort(&v, a); hostErr != nil && hostErr.Offset > j {
			return 0, hostErr
		}
		return 0, userErr
	}
	return p.hostPort(u, a)
}

// indexAuthority returns the index of c in the authority that goes on at
// i, or -1.
func indexAuthority(s string, i int, c byte) int {
	for ; i < len(s) && !isAuthorityEnd(s[i]); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// hostPort parses host [ ":" port ] starting at h.   (§3.2.2, §3.2.3)
func (p *parser) hostPort(u *URI, h int) (int, *Error) {
	s := p.s
	u.hostStart = int32(h)
	var i int
	if h < len(s) && s[h] == '[' {
		var err *Error
		if i, err = p.ipLiteral(u, h); err != nil {
			return 0, err
		}
	} else {
		// IPv4address / reg-name: both match a dotted quad; IPv4address
		// is tried first, so "1.2.3.4" is an address and "1.2.3.256" or
		// "01.2.3.4" is a name (§3.2.2).
		i = p.span(h, mRegName)
		u.kind = HostRegName
		if i > h && isDigit(s[h]) && checkIPv4(s[h:i]) < 0 {
			u.kind = HostIPv4
		}
	}
	u.hostEnd = int32(i)
	if i < len(s) && s[i] == ':' {
		// port = *DIGIT
		u.flags |= hasPort
		i = span(s, i+1, cDigit)
	}
	if i == len(s) || isAuthorityEnd(s[i]) {
		return i, nil
	}
	switch {
	case u.has(hasPort):
		return 0, newCharError(s, i, "port", "invalid character in port")
	case s[i] == '%':
		return 0, newError(s, i, "pct-encoded", "invalid percent-encoding")
	case u.kind == HostIPv6 || u.kind == HostIPvFuture:
		return 0, newCharError(s, i, "authority", "invalid character after IP literal")
	}
	return 0, newCharError(s, i, "reg-name", "invalid character in host")
}

// ipLiteral parses IP-literal = "[" ( IPv6address / IPvFuture ) "]" at h
// and returns the index past the "]".   (§3.2.2)
//
// The "v" of IPvFuture may be uppercase: quoted strings in ABNF are
// case-insensitive (RFC 5234 §2.3). A zone identifier ("%25eth0", RFC 6874)
// is not part of RFC 3986 and is reported as such.
func (p *parser) ipLiteral(u *URI, h int) (int, *Error) {
	s := p.s
	i := h + 1
	if i < len(s) && (s[i] == 'v' || s[i] == 'V') {
		// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
		u.kind = HostIPvFuture
		j := span(s, i+1, cHex)
		switch {
		case j == len(s) && p.partial:
			return j, nil
		case j == i+1:
			return 0, newCharError(s, j, "IPvFuture", "expected hex digit after 'v'")
		case j == len(s) || s[j] != '.':
			return 0, newCharError(s, j, "IPvFuture", "expected '.' after version")
		}
		i = span(s, j+1, mFuture)
		if i == j+1 && !(p.partial && i == len(s)) {
			return 0, newCharError(s, i, "IPvFuture", "expected address after version")
		}
	} else {
		u.kind = HostIPv6
		j := span(s, i, cIPv6)
		bad, msg := checkIPv6(s[i:j])
		if bad >= 0 && i+bad < j {
			return 0, newError(s, i+bad, "IPv6address", msg)
		}
		if j < len(s) && s[j] == '%' {
			return 0, newError(s, j, "IPv6address", "zone identifier (RFC 6874) is not allowed by RFC 3986")
		}
		if bad >= 0 && j < len(s) && s[j] == ']' {
			return 0, newError(s, j, "IPv6address", msg)
		}
		i = j
	}
	if i == len(s) {
		if p.partial {
			return i, nil
		}
		return 0, newError(s, i, "IP-literal", "missing ']'")
	}
	if isAuthorityEnd(s[i]) {
		return 0, newError(s, i, "IP-literal", "missing ']'")
	}
	if s[i] != ']' {
		return 0, newCharError(s, i, "IP-literal", "invalid character in IP literal")
	}
	return i + 1, nil
}

// checkIPv6 checks t against IPv6address (§3.2.2) and returns -1, or the
// offset of the first byte that breaks it with the reason. An offset of
// len(t) means that t is a valid start of an address but too short.
//
// The nine alternatives of the ABNF come to this: at most one "::"; h16
// groups of one to four hex digits separated by single colons; eight
// groups without "::" and at most seven with it; an IPv4address, which
// counts as two groups, only at the end.
func checkIPv6(t string) (int, string) {
	n := len(t)
	i, groups, ellipsis := 0, 0, false
	if n > 0 && t[0] == ':' {
		switch {
		case n == 1:
			return 1, "IPv6 address too short"
		case t[1] != ':':
			return 1, "expected \"::\" at start of IPv6 address"
		}
		ellipsis, i = true, 2
		if i == n {
			return -1, ""
		}
	}
	for {
		e := i
		for e < n && t[e] != ':' && t[e] != '.' {
			e++
		}
		if e < n && t[e] == '.' {
			// ls32's IPv4address: the last 32 bits, and the end.
			if !ellipsis && groups != 6 || ellipsis && groups > 5 {
				return e, "IPv4 address not in the last 32 bits of IPv6 address"
			}
			if bad := checkIPv4(t[i:]); bad >= 0 {
				if bad == n-i {
					return n, "IPv6 address too short"
				}
				return i + bad, "invalid IPv4 address in IPv6 address"
			}
			return -1, ""
		}
		switch {
		case e == i:
			if i == n {
				return n, "IPv6 address too short"
			}
			return i, "expected hex digit in IPv6 address"
		case e-i > 4:
			return i + 4, "more than four hex digits in IPv6 group"
		}
		groups++
		if ellipsis && groups > 7 {
			return i, "too many groups in IPv6 address"
		}
		if e == n {
			if ellipsis || groups == 8 {
				return -1, ""
			}
			return n, "IPv6 address too short"
		}
		// t[e] == ':'
		if groups == 8 || ellipsis && groups == 7 {
			return e, "too many groups in IPv6 address"
		}
		if e+1 < n && t[e+1] == ':' {
			if ellipsis {
				return e + 1, "more than one \"::\" in IPv6 address"
			}
			ellipsis, i = true, e+2
			if i == n {
				return -1, ""
			}
			continue
		}
		i = e + 1
	}
}

// checkIPv4 checks t against IPv4address (§3.2.2) and returns -1, or the
// offset of the first byte that breaks it; len(t) when t is too short.
//
//	dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
func checkIPv4(t string) int {
	i := 0
	for octet := range 4 {
		if octet > 0 {
			if i == len(t) || t[i] != '.' {
				return i
			}
			i++
		}
		start, v := i, 0
		for i < len(t) && isDigit(t[i]) && i-start < 3 {
			v = v*10 + int(t[i]-'0')
			i++
		}
		switch {
		case i == start:
			return i
		case t[start] == '0' && i-start > 1:
			return start + 1 // no leading zeros
		case v > 255:
			return start + 2
		}
	}
	if i != len(t) {
		return i
	}
	return -1
}

// charError reports the byte at i, which ends the component it is in.
func (u URI) charError(i int) *Error {
	s := u.s
	if s[i] == '%' {
		return newError(s, i, "pct-encoded", "invalid percent-encoding")
	}
	switch {
	case u.has(hasFragment) && i > int(u.queryEnd):
		return newCharError(s, i, "fragment", "invalid character in fragment")
	case u.has(hasQuery) && i > int(u.pathEnd):
		return newCharError(s, i, "query", "invalid character in query")
	}
	return newCharError(s, i, u.pathRule(), "invalid character in path")
}

// pathRule names the path production that u's path must match (§3.3).
func (u URI) pathRule() string {
	switch {
	case u.has(hasAuthority):
		return "path-abempty"
	case u.pathStart < int32(len(u.s)) && u.s[u.pathStart] == '/':
		return "path-absolute"
	case u.has(hasScheme):
		return "path-rootless"
	}
	return "path-noscheme"
}
