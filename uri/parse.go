package uri

// Validate reports whether s matches the production r of RFC 3986, with an
// Error saying where it does not. It does not allocate when s is valid,
// nor when it is not and the caller lets the error go no further than
// comparing it with nil.
func Validate(s string, r Rule) error {
	// Parse, ParseRule and Validate stay small enough to be inlined: the
	// Error becomes an interface in the caller, whose stack can hold it
	// when it does not escape.
	if e := (&URI{s: s}).parse(r, false); e.Code != 0 {
		return e
	}
	return nil
}

// Parse parses s as a URI-reference (§4.1): a URI or a relative reference.
func Parse(s string) (u URI, err error) {
	// Inlined, parse also fills the caller's URI where it is instead of a
	// copy. Parse does not call ParseRule, as together they would not be.
	u.s = s
	if e := u.parse(RuleURIReference, false); e.Code != 0 {
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
	if e := u.parse(r, false); e.Code != 0 {
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
	form    form // of the rule matched, for errors
}

// error makes f an Error.
func (p *parser) error(f fault) Error {
	return Error{Input: p.s, Offset: f.off, Code: f.code, form: p.form}
}

// parse parses u.s into u, whose other fields must be zero, and returns
// an Error with a zero Code if u.s matches r. It fills u in place, as a
// URI is too large to return in registers, and it stores no pointer
// there: the caller's URI is on its stack, where a store needs no write
// barrier while the GC marks, and parse cannot know that. An Error does
// fit in registers.
func (u *URI) parse(r Rule, partial bool) Error {
	s := u.s
	p := parser{s, partial, formOf(r)}
	if len(s) > maxLen {
		return p.error(fault{off: maxLen, code: CodeTooLong})
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
		} else if f := p.noScheme(r, j); !f.ok() {
			return p.error(f)
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
			var f fault
			if i, f = p.authority(u, a); !f.ok() {
				return p.error(f)
			}
		}
		u.pathStart = int32(i)
	case !u.has(hasScheme):
		// path-noscheme: the first segment has no ':' (§4.2). The path
		// scan goes on from where this one stops.
		u.pathStart = int32(i)
		if i = spanPct(s, i, mSegmentNC); i < len(s) && s[i] == ':' {
			return p.error(fault{off: i, code: CodeColonInFirstSegment})
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
			return p.error(fault{off: i, code: CodeFragmentNotAllowed})
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
			return Error{}
		}
		return p.error(u.charError(i))
	}
	return Error{}
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
// scheme, or no fault when a relative reference may follow.
func (p *parser) noScheme(r Rule, j int) fault {
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
		return fault{} // a relative reference
	case p.partial && j == len(s):
		return fault{} // the scheme may go on
	case len(s) > 0 && s[0] == ':':
		return fault{off: 0, code: CodeEmptyScheme}
	case j == 0 && colon:
		return fault{off: 0, code: CodeSchemeStart}
	case colon || p.partial:
		return fault{off: j, code: CodeInvalidCharScheme}
	}
	return fault{off: 0, code: CodeMissingScheme}
}

// isAuthorityEnd reports whether c ends an authority (§3.2).
func isAuthorityEnd(c byte) bool { return c == '/' || c == '?' || c == '#' }

// authority parses [ userinfo "@" ] host [ ":" port ] starting at a, and
// returns the index just past it.   (§3.2)
//
// parse has already tried the common case, a host and port alone, in
// one scan.
func (p *parser) authority(u *URI, a int) (int, fault) {
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
		if end, f := p.hostPort(&v, a); f.ok() {
			*u = v
			return end, fault{}
		}
		u.hostStart, u.hostEnd, u.kind = int32(a), int32(a), HostRegName
		return len(s), fault{}
	case j < len(s) && !isAuthorityEnd(s[j]) && indexAuthority(s, j, '@') >= 0:
		// A byte that cannot be in a userinfo, before an '@'. Read as a
		// host instead, the string breaks no earlier, so report the later
		// of the two.
		userErr := fault{off: j, code: CodeInvalidCharUserinfo}
		if s[j] == '%' {
			userErr.code = CodeInvalidPercent
		}
		v := *u
		if _, hostErr := p.hostPort(&v, a); !hostErr.ok() && hostErr.off > j {
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
func (p *parser) hostPort(u *URI, h int) (int, fault) {
	s := p.s
	u.hostStart = int32(h)
	var i int
	if h < len(s) && s[h] == '[' {
		var f fault
		if i, f = p.ipLiteral(u, h); !f.ok() {
			return 0, f
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
		return i, fault{}
	}
	switch {
	case u.has(hasPort):
		return 0, fault{off: i, code: CodeInvalidCharPort}
	case s[i] == '%':
		return 0, fault{off: i, code: CodeInvalidPercent}
	case u.kind == HostIPv6 || u.kind == HostIPvFuture:
		return 0, fault{off: i, code: CodeInvalidCharAfterIPLiteral}
	}
	return 0, fault{off: i, code: CodeInvalidCharHost}
}

// ipLiteral parses IP-literal = "[" ( IPv6address / IPvFuture ) "]" at h
// and returns the index past the "]".   (§3.2.2)
//
// The "v" of IPvFuture may be uppercase: quoted strings in ABNF are
// case-insensitive (RFC 5234 §2.3). A zone identifier ("%25eth0", RFC 6874)
// is not part of RFC 3986 and is reported as such.
func (p *parser) ipLiteral(u *URI, h int) (int, fault) {
	s := p.s
	i := h + 1
	if i < len(s) && (s[i] == 'v' || s[i] == 'V') {
		// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
		u.kind = HostIPvFuture
		j := span(s, i+1, cHex)
		switch {
		case j == len(s) && p.partial:
			return j, fault{}
		case j == i+1:
			return 0, fault{off: j, code: CodeIPvFutureVersion}
		case j == len(s) || s[j] != '.':
			return 0, fault{off: j, code: CodeIPvFutureDot}
		}
		i = span(s, j+1, mFuture)
		if i == j+1 && !(p.partial && i == len(s)) {
			return 0, fault{off: i, code: CodeIPvFutureAddress}
		}
	} else {
		u.kind = HostIPv6
		j := span(s, i, cIPv6)
		bad, code := checkIPv6(s[i:j])
		if bad >= 0 && i+bad < j {
			return 0, fault{off: i + bad, code: code}
		}
		if j < len(s) && s[j] == '%' {
			return 0, fault{off: j, code: CodeZoneID}
		}
		if bad >= 0 && j < len(s) && s[j] == ']' {
			return 0, fault{off: j, code: code}
		}
		i = j
	}
	if i == len(s) {
		if p.partial {
			return i, fault{}
		}
		return 0, fault{off: i, code: CodeMissingBracket}
	}
	if isAuthorityEnd(s[i]) {
		return 0, fault{off: i, code: CodeMissingBracket}
	}
	if s[i] != ']' {
		return 0, fault{off: i, code: CodeInvalidCharIPLiteral}
	}
	return i + 1, fault{}
}

// checkIPv6 checks t against IPv6address (§3.2.2) and returns -1, or the
// offset of the first byte that breaks it with the code of the reason. An offset of
// len(t) means that t is a valid start of an address but too short.
//
// The nine alternatives of the ABNF come to this: at most one "::"; h16
// groups of one to four hex digits separated by single colons; eight
// groups without "::" and at most seven with it; an IPv4address, which
// counts as two groups, only at the end.
func checkIPv6(t string) (int, Code) {
	n := len(t)
	i, groups, ellipsis := 0, 0, false
	if n > 0 && t[0] == ':' {
		switch {
		case n == 1:
			return 1, CodeIPv6TooShort
		case t[1] != ':':
			return 1, CodeIPv6Start
		}
		ellipsis, i = true, 2
		if i == n {
			return -1, 0
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
				return e, CodeIPv6IPv4Position
			}
			if bad := checkIPv4(t[i:]); bad >= 0 {
				if bad == n-i {
					return n, CodeIPv6TooShort
				}
				return i + bad, CodeIPv6IPv4
			}
			return -1, 0
		}
		switch {
		case e == i:
			if i == n {
				return n, CodeIPv6TooShort
			}
			return i, CodeIPv6Hex
		case e-i > 4:
			return i + 4, CodeIPv6GroupLen
		}
		groups++
		if ellipsis && groups > 7 {
			return i, CodeIPv6TooManyGroups
		}
		if e == n {
			if ellipsis || groups == 8 {
				return -1, 0
			}
			return n, CodeIPv6TooShort
		}
		// t[e] == ':'
		if groups == 8 || ellipsis && groups == 7 {
			return e, CodeIPv6TooManyGroups
		}
		if e+1 < n && t[e+1] == ':' {
			if ellipsis {
				return e + 1, CodeIPv6DoubleEllipsis
			}
			ellipsis, i = true, e+2
			if i == n {
				return -1, 0
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
func (u URI) charError(i int) fault {
	s := u.s
	if s[i] == '%' {
		return fault{off: i, code: CodeInvalidPercent}
	}
	switch {
	case u.has(hasFragment) && i > int(u.queryEnd):
		return fault{off: i, code: CodeInvalidCharFragment}
	case u.has(hasQuery) && i > int(u.pathEnd):
		return fault{off: i, code: CodeInvalidCharQuery}
	}
	return fault{off: i, code: u.pathCode()}
}

// pathCode is the code of a bad byte in u's path, by the path production
// it must match (§3.3).
func (u URI) pathCode() Code {
	switch {
	case u.has(hasAuthority):
		return CodeInvalidCharPathAbempty
	case u.pathStart < int32(len(u.s)) && u.s[u.pathStart] == '/':
		return CodeInvalidCharPathAbsolute
	case u.has(hasScheme):
		return CodeInvalidCharPathRootless
	}
	return CodeInvalidCharPathNoScheme
}
