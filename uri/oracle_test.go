package uri_test

//lint:file-ignore credentials the inputs of a URI parser's tests hold passwords on purpose

// This file holds a second, independent implementation of RFC 3986: the
// ABNF of Appendix A transcribed into RE2 regular expressions, one named
// piece per production, and the component split of Appendix B. The
// differential test checks package uri against it on a large number of
// generated and mutated strings.
//
// The oracle is meant to be obviously correct rather than fast or clever:
// each variable below mirrors one ABNF rule, quoted above it, and uses only
// concatenation, alternation, optional parts and counted repetition. Go's
// regexp matches by RE2 semantics, so the order of alternatives does not
// change whether an anchored expression matches (unlike a backtracking
// engine, no alternative is committed to early).

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/netip"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urilint/urilint/uri"
)

// alt returns the alternation of xs as a non-capturing group.
func alt(xs ...string) string { return "(?:" + strings.Join(xs, "|") + ")" }

// Core rules of RFC 5234 Appendix B.1. HEXDIG is DIGIT / "A" / ... / "F",
// and ABNF quoted strings are case-insensitive (RFC 5234 §2.3), so a-f are
// hex digits too (as RFC 3986 §2.1 also says).
const (
	abnfALPHA  = `[A-Za-z]`
	abnfDIGIT  = `[0-9]`
	abnfHEXDIG = `[0-9A-Fa-f]`
)

var (
	// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
	reUnreserved = `[A-Za-z0-9\-._~]`
	// pct-encoded   = "%" HEXDIG HEXDIG
	rePctEncoded = `%` + abnfHEXDIG + abnfHEXDIG
	// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
	reSubDelims = `[!$&'()*+,;=]`

	// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
	rePchar = alt(reUnreserved, rePctEncoded, reSubDelims, `:`, `@`)
	// segment       = *pchar
	reSegment = rePchar + `*`
	// segment-nz    = 1*pchar
	reSegmentNZ = rePchar + `+`
	// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
	reSegmentNZNC = alt(reUnreserved, rePctEncoded, reSubDelims, `@`) + `+`

	// path-abempty  = *( "/" segment )
	rePathAbempty = `(?:/` + reSegment + `)*`
	// path-absolute = "/" [ segment-nz *( "/" segment ) ]
	rePathAbsolute = `/(?:` + reSegmentNZ + `(?:/` + reSegment + `)*)?`
	// path-noscheme = segment-nz-nc *( "/" segment )
	rePathNoscheme = reSegmentNZNC + `(?:/` + reSegment + `)*`
	// path-rootless = segment-nz *( "/" segment )
	rePathRootless = reSegmentNZ + `(?:/` + reSegment + `)*`
	// path-empty    = 0<pchar>
	rePathEmpty = ``

	// query         = *( pchar / "/" / "?" )
	reQuery = alt(rePchar, `/`, `\?`) + `*`
	// fragment      = *( pchar / "/" / "?" )
	reFragment = alt(rePchar, `/`, `\?`) + `*`

	// scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	reScheme = abnfALPHA + alt(abnfALPHA, abnfDIGIT, `\+`, `-`, `\.`) + `*`

	// userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
	reUserinfo = alt(reUnreserved, rePctEncoded, reSubDelims, `:`) + `*`

	// dec-octet     = DIGIT                 ; 0-9
	//               / %x31-39 DIGIT         ; 10-99
	//               / "1" 2DIGIT            ; 100-199
	//               / "2" %x30-34 DIGIT     ; 200-249
	//               / "25" %x30-35          ; 250-255
	reDecOctet = alt(
		abnfDIGIT,
		`[1-9]`+abnfDIGIT,
		`1`+abnfDIGIT+`{2}`,
		`2[0-4]`+abnfDIGIT,
		`25[0-5]`,
	)
	// IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
	reIPv4address = reDecOctet + `\.` + reDecOctet + `\.` + reDecOctet + `\.` + reDecOctet

	// h16           = 1*4HEXDIG
	reH16 = abnfHEXDIG + `{1,4}`
	// ls32          = ( h16 ":" h16 ) / IPv4address
	reLs32 = alt(reH16+`:`+reH16, reIPv4address)
	// h16c is the recurring ( h16 ":" ).
	reH16c = `(?:` + reH16 + `:)`

	// IPv6address   =                            6( h16 ":" ) ls32
	//               /                       "::" 5( h16 ":" ) ls32
	//               / [               h16 ] "::" 4( h16 ":" ) ls32
	//               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
	//               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
	//               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
	//               / [ *4( h16 ":" ) h16 ] "::"              ls32
	//               / [ *5( h16 ":" ) h16 ] "::"              h16
	//               / [ *6( h16 ":" ) h16 ] "::"
	reIPv6address = alt(
		reH16c+`{6}`+reLs32,
		`::`+reH16c+`{5}`+reLs32,
		`(?:`+reH16+`)?::`+reH16c+`{4}`+reLs32,
		`(?:`+reH16c+`{0,1}`+reH16+`)?::`+reH16c+`{3}`+reLs32,
		`(?:`+reH16c+`{0,2}`+reH16+`)?::`+reH16c+`{2}`+reLs32,
		`(?:`+reH16c+`{0,3}`+reH16+`)?::`+reH16+`:`+reLs32,
		`(?:`+reH16c+`{0,4}`+reH16+`)?::`+reLs32,
		`(?:`+reH16c+`{0,5}`+reH16+`)?::`+reH16,
		`(?:`+reH16c+`{0,6}`+reH16+`)?::`,
	)

	// IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
	// The quoted "v" is case-insensitive (RFC 5234 §2.3).
	reIPvFuture = `[vV]` + abnfHEXDIG + `+\.` + alt(reUnreserved, reSubDelims, `:`) + `+`

	// IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
	reIPLiteral = `\[` + alt(reIPv6address, reIPvFuture) + `\]`

	// reg-name      = *( unreserved / pct-encoded / sub-delims )
	reRegName = alt(reUnreserved, rePctEncoded, reSubDelims) + `*`

	// host          = IP-literal / IPv4address / reg-name
	reHost = alt(reIPLiteral, reIPv4address, reRegName)
	// port          = *DIGIT
	rePort = abnfDIGIT + `*`
	// authority     = [ userinfo "@" ] host [ ":" port ]
	reAuthority = `(?:` + reUserinfo + `@)?` + reHost + `(?::` + rePort + `)?`

	// hier-part     = "//" authority path-abempty
	//               / path-absolute
	//               / path-rootless
	//               / path-empty
	reHierPart = alt(`//`+reAuthority+rePathAbempty, rePathAbsolute, rePathRootless, rePathEmpty)

	// relative-part = "//" authority path-abempty
	//               / path-absolute
	//               / path-noscheme
	//               / path-empty
	reRelativePart = alt(`//`+reAuthority+rePathAbempty, rePathAbsolute, rePathNoscheme, rePathEmpty)

	// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
	reURI = reScheme + `:` + reHierPart + `(?:\?` + reQuery + `)?(?:#` + reFragment + `)?`
	// absolute-URI  = scheme ":" hier-part [ "?" query ]
	reAbsoluteURI = reScheme + `:` + reHierPart + `(?:\?` + reQuery + `)?`
	// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
	reRelativeRef = reRelativePart + `(?:\?` + reQuery + `)?(?:#` + reFragment + `)?`
	// URI-reference = URI / relative-ref
	reURIReference = alt(reURI, reRelativeRef)
)

// anchored compiles x to match whole strings only. Without the m flag, Go's
// ^ and $ match only at the start and end of the text, never at a newline.
func anchored(x string) *regexp.Regexp { return regexp.MustCompile(`^(?:` + x + `)$`) }

var (
	oracleRules = map[uri.Rule]*regexp.Regexp{
		uri.RuleURIReference: anchored(reURIReference),
		uri.RuleURI:          anchored(reURI),
		uri.RuleAbsoluteURI:  anchored(reAbsoluteURI),
		uri.RuleRelativeRef:  anchored(reRelativeRef),
	}
	oracleIPv4   = anchored(reIPv4address)
	oracleScheme = anchored(reScheme)

	// appendixB is the regular expression of RFC 3986 Appendix B, with the
	// s flag so that "." also matches a newline (never in a valid URI, but
	// harmless) and $ so that the whole string is split.
	//
	//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
	//	 12            3  4          5       6  7        8 9
	appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$`)
)

// allRules lists every Rule, in the order reports use.
var allRules = []uri.Rule{uri.RuleURIReference, uri.RuleURI, uri.RuleAbsoluteURI, uri.RuleRelativeRef}

// oracleValid reports whether s matches production r by the oracle.
func oracleValid(s string, r uri.Rule) bool { return oracleRules[r].MatchString(s) }

// comp is an optional component: defined or not, and its value.
type comp struct {
	v  string
	ok bool
}

func (c comp) String() string {
	if !c.ok {
		return "<undefined>"
	}
	return strconv.Quote(c.v)
}

// parts are the components of a URI-reference as the oracle sees them.
type parts struct {
	scheme, authority, userinfo, host, port, query, fragment comp
	path                                                     string
	kind                                                     uri.HostKind
}

// splitAppendixB splits s by the regular expression of Appendix B, and the
// authority by the ABNF: userinfo cannot hold "@", so the first "@" ends it;
// an IP-literal ends at its "]", and a reg-name or IPv4address cannot hold
// ":", so the first ":" after the host starts the port. s must be a valid
// URI-reference for the authority split to mean anything.
func splitAppendixB(s string) parts {
	m := appendixB.FindStringSubmatchIndex(s)
	get := func(n int) comp {
		if m[2*n] < 0 {
			return comp{}
		}
		return comp{s[m[2*n]:m[2*n+1]], true}
	}
	p := parts{
		scheme:    get(2),
		authority: get(4),
		path:      s[m[10]:m[11]],
		query:     get(7),
		fragment:  get(9),
	}
	if !p.authority.ok {
		return p // kind stays HostNone
	}
	a := p.authority.v
	if i := strings.IndexByte(a, '@'); i >= 0 {
		p.userinfo = comp{a[:i], true}
		a = a[i+1:]
	}
	rest := ""
	if strings.HasPrefix(a, "[") {
		j := strings.IndexByte(a, ']')
		if j < 0 {
			j = len(a) - 1 // not valid; keep going without a panic
		}
		p.host, rest = comp{a[:j+1], true}, a[j+1:]
	} else if j := strings.IndexByte(a, ':'); j >= 0 {
		p.host, rest = comp{a[:j], true}, a[j:]
	} else {
		p.host = comp{a, true}
	}
	if rest != "" {
		p.port = comp{rest[1:], true}
	}
	// host = IP-literal / IPv4address / reg-name; §3.2.2: a host that
	// matches IPv4address is one, not a reg-name.
	h := p.host.v
	switch {
	case strings.HasPrefix(h, "[v"), strings.HasPrefix(h, "[V"):
		p.kind = uri.HostIPvFuture
	case strings.HasPrefix(h, "["):
		p.kind = uri.HostIPv6
	case oracleIPv4.MatchString(h):
		p.kind = uri.HostIPv4
	default:
		p.kind = uri.HostRegName
	}
	return p
}

// accessorParts returns the components of u through its accessors.
func accessorParts(u uri.URI) parts {
	var p parts
	p.scheme.v, p.scheme.ok = u.Scheme()
	p.authority.v, p.authority.ok = u.Authority()
	p.userinfo.v, p.userinfo.ok = u.Userinfo()
	p.host.v, p.host.ok = u.Host()
	p.port.v, p.port.ok = u.Port()
	p.path = u.Path()
	p.query.v, p.query.ok = u.Query()
	p.fragment.v, p.fragment.ok = u.Fragment()
	p.kind = u.HostKind()
	return p
}

// recompose builds a URI-reference from the accessors of u by the
// algorithm of RFC 3986 §5.3.
func recompose(u uri.URI) string {
	var b strings.Builder
	if s, ok := u.Scheme(); ok {
		b.WriteString(s)
		b.WriteByte(':')
	}
	if a, ok := u.Authority(); ok {
		b.WriteString("//")
		b.WriteString(a)
	}
	b.WriteString(u.Path())
	if q, ok := u.Query(); ok {
		b.WriteByte('?')
		b.WriteString(q)
	}
	if f, ok := u.Fragment(); ok {
		b.WriteByte('#')
		b.WriteString(f)
	}
	return b.String()
}

// checkParsed compares u, parsed from the valid s, with the oracle's split of
// s and with itself, and returns what disagrees.
func checkParsed(s string, u uri.URI) []string {
	var bad []string
	add := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	if u.String() != s {
		add("String() = %q, want the input", u.String())
	}
	if got := recompose(u); got != s {
		add("§5.3 recomposition of the accessors = %q, want the input", got)
	}
	got, want := accessorParts(u), splitAppendixB(s)
	for _, c := range []struct {
		name      string
		got, want comp
	}{
		{"Scheme", got.scheme, want.scheme},
		{"Authority", got.authority, want.authority},
		{"Userinfo", got.userinfo, want.userinfo},
		{"Host", got.host, want.host},
		{"Port", got.port, want.port},
		{"Path", comp{got.path, true}, comp{want.path, true}},
		{"Query", got.query, want.query},
		{"Fragment", got.fragment, want.fragment},
	} {
		if c.got != c.want {
			add("%s() = %v, Appendix B/ABNF split gives %v", c.name, c.got, c.want)
		}
	}
	if got.kind != want.kind {
		add("HostKind() = %v, want %v", got.kind, want.kind)
	}
	if u.HasAuthority() != want.authority.ok {
		add("HasAuthority() = %v, want %v", u.HasAuthority(), want.authority.ok)
	}
	if u.IsAbsolute() != want.scheme.ok {
		add("IsAbsolute() = %v, want %v", u.IsAbsolute(), want.scheme.ok)
	}
	if got.kind == uri.HostIPv6 {
		h := got.host.v
		if len(h) < 2 || h[0] != '[' || h[len(h)-1] != ']' {
			add("IPv6 host %q lacks its brackets", h)
		} else if a, err := netip.ParseAddr(h[1 : len(h)-1]); err != nil || !a.Is6() {
			add("IPv6 host %q: netip.ParseAddr: %v (Is6 %v)", h, err, a.Is6())
		}
	}
	return bad
}

// checkError checks the shape of an error returned for input s, and returns
// what is wrong with it.
func checkError(s string, err error) []string {
	var bad []string
	var e uri.Error
	if !errors.As(err, &e) {
		return []string{fmt.Sprintf("error %v is %T, not a uri.Error", err, err)}
	}
	if e.Offset < 0 || e.Offset > len(s) {
		bad = append(bad, fmt.Sprintf("Offset %d outside [0, %d]", e.Offset, len(s)))
	}
	if e.Rule() == "" {
		bad = append(bad, "Rule is empty")
	}
	if e.Input != s {
		bad = append(bad, fmt.Sprintf("Input = %q, want the input", e.Input))
	}
	if leak := passwordLeak(s, e); leak != "" {
		bad = append(bad, leak)
	}
	return bad
}

// passwordLeak returns a complaint if the text of e shows the password that
// Redact hides in s. Redact(s) is s[:start] + "***" + s[end:], where s[end]
// is the "@" that ends the userinfo. The text may well contain the
// password's characters by chance ("e:" is in "scheme: "), so the check
// looks for the password together with the "@" after it, and for the whole
// input unredacted, both as written and as quoted by strconv.Quote, in the
// text less the redacted input.
func passwordLeak(s string, e uri.Error) string {
	r := uri.Redact(s)
	if r == s {
		return "" // no password
	}
	start, end, ok := 0, 0, false
	for start = min(len(s), len(r)-3); start >= 0; start-- {
		end = len(s) - (len(r) - start - 3)
		if end >= start && s[:start] == r[:start] && r[start:start+3] == "***" && s[end:] == r[start+3:] {
			ok = true
			break
		}
	}
	if !ok || start == end {
		return "" // not of the form Redact makes, or an empty password
	}
	pw := s[start:end]
	inner := func(x string) string { q := strconv.Quote(x); return q[1 : len(q)-1] }
	full := e.Error()
	// The redacted input may itself hold pw + "@" (pw "*" in "***@"), and
	// so may the quoted character at the offset (pw "'" in "'@'") when it
	// is not in the password; neither is a leak.
	text := strings.Replace(full, inner(r), "", 1)
	if o := e.Offset; o >= 0 && o < len(s) && (o < start || o >= end) {
		c, _ := utf8.DecodeRuneInString(s[o:])
		text = strings.ReplaceAll(text, strconv.QuoteRune(c), "")
		text = strings.ReplaceAll(text, fmt.Sprintf(`'\x%x'`, s[o]), "")
	}
	for _, form := range []string{pw + "@", inner(pw + "@"), s, inner(s)} {
		if strings.Contains(text, form) {
			return fmt.Sprintf("Error() %q shows the password %q", full, pw)
		}
	}
	return ""
}

// TestOracleTable checks the oracle itself against verdicts read off the
// RFC by hand, so that a transcription slip in the ABNF above shows up here
// rather than as a library bug. Each row lists the rules that must match;
// every other rule must not.
func TestOracleTable(t *testing.T) {
	const (
		ref = 1 << uri.RuleURIReference
		abs = 1 << uri.RuleAbsoluteURI
		ful = 1 << uri.RuleURI
		rel = 1 << uri.RuleRelativeRef
	)
	tests := []struct {
		in    string
		rules int
	}{
		// §1.1.2 examples: all URIs without fragments.
		{"ftp://ftp.is.co.za/rfc/rfc1808.txt", ref | ful | abs},
		{"http://www.ietf.org/rfc/rfc2396.txt", ref | ful | abs},
		{"ldap://[2001:db8::7]/c=GB?objectClass?one", ref | ful | abs},
		{"mailto:John.Doe@example.com", ref | ful | abs},
		{"news:comp.infosystems.www.servers.unix", ref | ful | abs},
		{"tel:+1-816-555-1212", ref | ful | abs},
		{"telnet://192.0.2.16:80/", ref | ful | abs},
		{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", ref | ful | abs},
		// A fragment rules out absolute-URI (§4.3).
		{"http://a/b#c", ref | ful},
		{"foo://example.com:8042/over/there?name=ferret#nose", ref | ful},
		// relative-ref forms (§4.2, §5.4).
		{"", ref | rel},
		{"g", ref | rel},
		{"./g", ref | rel},
		{"g?y#s", ref | rel},
		{"//g", ref | rel},
		{"//", ref | rel},
		{"///", ref | rel},
		{"/", ref | rel},
		{"?", ref | rel},
		{"#", ref | rel},
		{"?a:b", ref | rel},
		{"./a:b", ref | rel},
		{"a/b:c", ref | rel},
		// A colon in the first segment makes a scheme, or nothing (§4.2).
		{"a:b", ref | ful | abs},
		{":a", 0},
		{"1a:b", 0},
		{"a:", ref | ful | abs},
		{"a+-.9:", ref | ful | abs},
		{"a_b:c", 0},
		// path-absolute cannot start with "//".
		{"a:/", ref | ful | abs},
		{"a://", ref | ful | abs}, // empty authority instead
		// Hosts.
		{"http://[::]", ref | ful | abs},
		{"http://[::1]:80", ref | ful | abs},
		{"http://[1:2:3:4:5:6:7:8]", ref | ful | abs},
		{"http://[1:2:3:4:5:6:7:8:9]", 0},
		{"http://[1:2:3:4:5:6:7::]", ref | ful | abs},
		{"http://[::2:3:4:5:6:7:8]", ref | ful | abs},
		{"http://[1:2:3:4:5:6:7:8::]", 0},
		{"http://[::1:2:3:4:5:6:7:8]", 0},
		{"http://[1:2:3:4:5:6:7::8]", 0}, // "::" between eight groups stands for none; once accepted
		{"//[1:2:3:4:5:6::7:8]", 0},
		{"http://[1::2:3:4:5:6:7]", ref | ful | abs},
		{"http://[1::2::3]", 0},
		{"http://[1:::2]", 0},
		{"http://[12345::]", 0},
		{"http://[::ffff:192.0.2.1]", ref | ful | abs},
		{"http://[1:2:3:4:5:6:192.0.2.1]", ref | ful | abs},
		{"http://[1:2:3:4:5:6:7:192.0.2.1]", 0},
		{"http://[::192.0.2.256]", 0},
		{"http://[::01.2.3.4]", 0},
		{"http://[192.0.2.1]", 0},
		{"http://[fe80::1%25eth0]", 0}, // RFC 6874 zone ids are not RFC 3986
		{"http://[v1.x]", ref | ful | abs},
		{"http://[V1F.a:b!]", ref | ful | abs},
		{"http://[v.x]", 0},
		{"http://[v1.]", 0},
		{"http://[vg.x]", 0},
		{"http://[]", 0},
		{"http://1.2.3.256", ref | ful | abs}, // a reg-name, not an IPv4address
		{"http://%41", ref | ful | abs},
		{"http://%4", 0},
		{"http://%zz", 0},
		{"http://a b", 0},
		{"http://ä", 0},
		{"http://u:p@h:", ref | ful | abs},
		{"http://u@p@h", 0},
		{"http://h:8x", 0},
		{"http://h:1:2", 0},
		{"http://h]", 0},
		// Paths, queries and fragments.
		{"a:b/%", 0},
		{"a:b/%4g", 0},
		{"a:?/?:@", ref | ful | abs},
		{"a:#/?:@", ref | ful},
		{"a:##", 0},
		{"a:?[", 0},
		{"a:b c", 0},
		{"a:b\n", 0},
		{"/a\x00", 0},
		{"a:\xff", 0},
	}
	for _, tt := range tests {
		for _, r := range allRules {
			want := tt.rules&(1<<r) != 0
			if got := oracleValid(tt.in, r); got != want {
				t.Errorf("oracle %v matches %q = %v, want %v", r, tt.in, got, want)
			}
			if got := uri.Validate(tt.in, r) == nil; got != want {
				t.Errorf("Validate(%q, %v) = %v, want valid=%v", tt.in, r, uri.Validate(tt.in, r), want)
			}
		}
	}
}

// TestOracleSplit checks the Appendix B split on the RFC's own examples.
func TestOracleSplit(t *testing.T) {
	p := splitAppendixB("http://www.ics.uci.edu/pub/ietf/uri/#Related")
	if p.scheme != (comp{"http", true}) || p.authority != (comp{"www.ics.uci.edu", true}) ||
		p.path != "/pub/ietf/uri/" || p.query.ok || p.fragment != (comp{"Related", true}) {
		t.Errorf("Appendix B example split as %+v", p)
	}
	p = splitAppendixB("foo://u:p@[::1]:8042/x?q#f")
	if p.userinfo != (comp{"u:p", true}) || p.host != (comp{"[::1]", true}) ||
		p.port != (comp{"8042", true}) || p.kind != uri.HostIPv6 {
		t.Errorf("authority split as %+v", p)
	}
	p = splitAppendixB("//1.2.3.4:")
	if p.userinfo.ok || p.host != (comp{"1.2.3.4", true}) || p.port != (comp{"", true}) || p.kind != uri.HostIPv4 {
		t.Errorf("authority split as %+v", p)
	}
}

// gen generates strings that are URI-references, or close to being one.
type gen struct{ r *rand.Rand }

func (g *gen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }
func (g *gen) chance(p float64) bool    { return g.r.Float64() < p }

// from returns between lo and hi characters drawn from set.
func (g *gen) from(set string, lo, hi int) string {
	n := lo + g.r.IntN(hi-lo+1)
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.IntN(len(set))]
	}
	return string(b)
}

const (
	setAlpha      = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	setDigit      = "0123456789"
	setHex        = "0123456789abcdefABCDEF"
	setUnreserved = setAlpha + setDigit + "-._~"
	setSubDelims  = "!$&'()*+,;="
)

// pct returns a percent escape, now and then a broken one.
func (g *gen) pct() string {
	if g.chance(0.85) {
		return "%" + g.from(setHex, 2, 2)
	}
	return g.pick("%", "%4", "%g1", "%1g", "%%", "%zz", "%-1", "% 1")
}

// chars returns up to hi characters from set, mixed with escapes.
func (g *gen) chars(set string, hi int) string {
	var b strings.Builder
	n := g.r.IntN(hi + 1)
	for range n {
		if g.chance(0.08) {
			b.WriteString(g.pct())
		} else {
			b.WriteByte(set[g.r.IntN(len(set))])
		}
	}
	return b.String()
}

func (g *gen) scheme() string {
	if g.chance(0.5) {
		return g.pick("http", "HTTPS", "ftp", "a", "z9+-.", "urn", "file", "mailto", "svn+ssh", "x.y-z+w", "tel", "HtTp")
	}
	return g.from(setAlpha, 1, 1) + g.from(setAlpha+setDigit+"+-.", 0, 6)
}

func (g *gen) decOctet() string {
	// Edge values of each dec-octet alternative, and just outside them.
	return g.pick("0", "9", "10", "99", "100", "199", "200", "249", "250", "255",
		"1", "42", "127", "256", "01", "00", "300", "260", "1000", "")
}

func (g *gen) ipv4() string {
	n := 4
	if g.chance(0.1) {
		n = g.pick2(3, 5)
	}
	o := make([]string, n)
	for i := range o {
		if g.chance(0.8) {
			o[i] = strconv.Itoa(g.r.IntN(256))
		} else {
			o[i] = g.decOctet()
		}
	}
	return strings.Join(o, ".")
}

func (g *gen) pick2(a, b int) int {
	if g.chance(0.5) {
		return a
	}
	return b
}

func (g *gen) h16() string {
	if g.chance(0.03) {
		return g.from(setHex, 5, 5) // too long
	}
	return g.from(setHex, 1, 4)
}

// ipv6 returns an IPv6address: with or without "::", with "::" at every
// place, with or without an embedded IPv4address, and now and then with one
// group too many.
func (g *gen) ipv6() string {
	v4 := g.chance(0.25)
	groups := func(n int) []string {
		s := make([]string, n)
		for i := range s {
			s[i] = g.h16()
		}
		return s
	}
	if g.chance(0.2) { // no "::": 8 groups, or 6 and an IPv4address
		n := 8
		if v4 {
			n = 6
		}
		if g.chance(0.1) {
			n += g.pick2(-1, 1)
		}
		s := strings.Join(groups(n), ":")
		if v4 {
			s += ":" + g.ipv4()
		}
		return s
	}
	// "::" stands for at least one group, so at most 7 are written.
	total := g.r.IntN(8)
	if g.chance(0.05) {
		total = 8
	}
	if v4 && total < 2 {
		v4 = false
	}
	left := g.r.IntN(total + 1)
	if v4 && total-left < 2 {
		left = total - 2
	}
	right := total - left
	if v4 {
		right -= 2
	}
	s := strings.Join(groups(left), ":") + "::" + strings.Join(groups(right), ":")
	if v4 {
		if right > 0 {
			s += ":"
		}
		s += g.ipv4()
	}
	return s
}

func (g *gen) ipvFuture() string {
	v := g.pick("v", "V")
	hex := g.from(setHex, 1, 3)
	if g.chance(0.05) {
		hex = ""
	}
	return v + hex + "." + g.from(setUnreserved+setSubDelims+":", 1, 6)
}

func (g *gen) host() string {
	switch g.r.IntN(6) {
	case 0:
		return g.ipv4()
	case 1, 2:
		return "[" + g.ipv6() + "]"
	case 3:
		if g.chance(0.1) {
			return "[" + g.ipv6() + g.pick("%25eth0", "%eth0", "%251") + "]" // zone ids
		}
		return "[" + g.ipvFuture() + "]"
	case 4:
		return g.pick("", "localhost", "example.com", "EXAMPLE.com", "xn--nxasmq6b", "a.b.c", "1.2.3", "%7Eh", "-")
	}
	return g.chars(setUnreserved+setSubDelims, 12)
}

func (g *gen) authority() string {
	var b strings.Builder
	if g.chance(0.3) {
		b.WriteString(g.chars(setUnreserved+setSubDelims, 6))
		if g.chance(0.5) {
			b.WriteString(":" + g.chars(setUnreserved+setSubDelims+":", 6))
		}
		b.WriteByte('@')
	}
	b.WriteString(g.host())
	if g.chance(0.35) {
		b.WriteString(":" + g.pick("", "80", "8080", "0", "65535", "65536", "0080", "99999999999", g.from(setDigit, 0, 5)))
	}
	return b.String()
}

func (g *gen) segment() string {
	if g.chance(0.5) {
		return g.pick("", ".", "..", "a", "b", "g", "g;x=1", "%41", "%7e", "%2F", "%", "%4", "%zz",
			"a:b", ":", "@", "~u", "x=y", "!$&'()*+,;=", "...", ".a", "a.")
	}
	return g.chars(setUnreserved+setSubDelims+":@", 8)
}

// segments returns n segments, each after a "/".
func (g *gen) segments(n int) string {
	var b strings.Builder
	for range n {
		b.WriteByte('/')
		b.WriteString(g.segment())
	}
	return b.String()
}

// uriRef returns a string built by the URI-reference grammar from random
// parts, some of which break it.
func (g *gen) uriRef() string {
	var b strings.Builder
	scheme := g.chance(0.6)
	if scheme {
		b.WriteString(g.scheme())
		b.WriteByte(':')
	}
	switch g.r.IntN(4) {
	case 0, 1: // "//" authority path-abempty
		b.WriteString("//")
		b.WriteString(g.authority())
		b.WriteString(g.segments(g.r.IntN(4)))
	case 2: // path-absolute, path-rootless or path-noscheme
		if g.chance(0.4) {
			b.WriteByte('/')
		}
		first := g.segment()
		if !scheme && g.chance(0.9) {
			first = strings.ReplaceAll(first, ":", "")
		}
		b.WriteString(first)
		b.WriteString(g.segments(g.r.IntN(4)))
	case 3: // path-empty
	}
	if g.chance(0.3) {
		b.WriteString("?" + g.chars(setUnreserved+setSubDelims+":@/?", 10))
	}
	if g.chance(0.3) {
		b.WriteString("#" + g.chars(setUnreserved+setSubDelims+":@/?", 10))
	}
	return b.String()
}

// mutAlphabet is what mutations insert: heavy in delimiters, with some
// letters, digits, hex, space, non-ASCII, invalid UTF-8 and controls.
var mutAlphabet = func() []string {
	var a []string
	for range 3 {
		for _, c := range ":/?#[]@%!$&'()*+,;=-._~ " {
			a = append(a, string(c))
		}
	}
	for _, c := range "azAZgv09fF." {
		a = append(a, string(c))
	}
	return append(a, " ", "é", "€", "\x00", "\t", "\n", "\r", "\x7f", "\x80", "\xff", "%2", "::", "//")
}()

// mutate applies one to three random edits to s.
func (g *gen) mutate(s string) string {
	for range 1 + g.r.IntN(3) {
		i := 0
		if len(s) > 0 {
			i = g.r.IntN(len(s) + 1)
		}
		switch g.r.IntN(4) {
		case 0: // insert
			s = s[:i] + mutAlphabet[g.r.IntN(len(mutAlphabet))] + s[i:]
		case 1: // delete
			if i < len(s) {
				s = s[:i] + s[i+1:]
			}
		case 2: // replace
			if i < len(s) {
				s = s[:i] + mutAlphabet[g.r.IntN(len(mutAlphabet))] + s[i+1:]
			}
		case 3: // duplicate a short run
			if i < len(s) {
				j := i + 1 + g.r.IntN(min(4, len(s)-i))
				s = s[:j] + s[i:j] + s[j:]
			}
		}
	}
	return s
}

// bracketed returns "[x]" where x is made of hex digits, ':' and '.': either
// a mutated IPv6address or random.
func (g *gen) bracketed() (string, string) {
	var x string
	if g.chance(0.5) {
		x = g.ipv6()
		for range g.r.IntN(3) {
			i := g.r.IntN(len(x) + 1)
			c := g.pick("0", "9", "a", "F", ":", ".", "1")
			switch g.r.IntN(3) {
			case 0:
				x = x[:i] + c + x[i:]
			case 1:
				if i < len(x) {
					x = x[:i] + x[i+1:]
				}
			case 2:
				if i < len(x) {
					x = x[:i] + c + x[i+1:]
				}
			}
		}
	} else {
		x = g.from("0123456789abcdefABCDEF::::...", 0, 30)
	}
	return x, "http://[" + x + "]/"
}

// handPicked are strings worth comparing on every run.
var handPicked = []string{
	"", "/", "//", "///", "?", "#", ":", "::", "a:", "a:/", "a://", "a:///", "a:?", "a:#", "%", "%41",
	"http://a/b/c/d;p?q", "g:h", "./g", "../..", "//g", "?y", "#s", "g;x?y#s", "./g:h",
	"http://[fe80::1%25eth0]/", "http://[v1.x]", "http://[V1.x]", "http://[vA.:]", "http://[v1.%41]",
	"http://1.2.3.256/", "http://01.2.3.4/", "http://:/", "http://@/", "http://u:@h", "http://:p@h",
	"http://[::1]x", "http://[::1]:", "http://[::1]:x", "http://[]/", "http://[", "http://]",
	"urn:a:b:c", "mailto:a@b", "a:b@c:d", "a@b:c", "a@b/c:d", "/a:b", "a/b:c", "1a:b", "+a:b",
	"a:%", "a:%2", "a:%2g", "a:\x00", "a: ", "a:\u00e9", "a:\xff", "HTTP://EXAMPLE.COM/%7e",
}

// Flags for longer or other runs of TestDifferential, such as
// go test ./uri -run TestDifferential -oracle.n 5000000 -oracle.seed 7
var (
	diffN    = flag.Int("oracle.n", 200_000, "number of strings TestDifferential compares")
	diffSeed = flag.Uint64("oracle.seed", 3986, "seed of TestDifferential's generator")
)

// TestDifferential compares Validate and ParseRule with the oracle on many
// generated and mutated strings, for every Rule. On valid input it also
// compares the parsed components with Appendix B and the ABNF split of the
// authority, and IPv6 hosts with net/netip.
func TestDifferential(t *testing.T) {
	n := *diffN
	if testing.Short() {
		n = min(n, 20_000)
	}
	g := &gen{rand.New(rand.NewPCG(*diffSeed, 2005))}

	type finding struct {
		key, report string
		in          string
	}
	// Findings are grouped by what went wrong, and for each group the
	// shortest input is kept; the test stops after 20 groups.
	found := map[string]finding{}
	var count, valid int
	note := func(key, in, report string) {
		if f, ok := found[key]; !ok || len(in) < len(f.in) {
			found[key] = finding{key, report, in}
		}
	}
	check := func(s string) {
		count++
		for _, r := range allRules {
			want := oracleValid(s, r)
			verr := uri.Validate(s, r)
			u, perr := uri.ParseRule(s, r)
			if (verr == nil) != want {
				msg := "<nil>"
				if verr != nil {
					msg = verr.Error()
				}
				kind := "<nil>"
				var e uri.Error
				if errors.As(verr, &e) {
					kind = e.Rule() + ": " + e.Msg()
				}
				note(fmt.Sprintf("verdict %v oracle=%v %s", r, want, kind), s,
					fmt.Sprintf("%v: Validate(%q) = %s; oracle says valid=%v", r, s, msg, want))
			}
			if (perr == nil) != (verr == nil) {
				note(fmt.Sprintf("parse/validate %v %v", r, verr == nil), s,
					fmt.Sprintf("%v: ParseRule(%q) error %v, Validate error %v", r, s, perr, verr))
			}
			if verr != nil {
				for _, b := range checkError(s, verr) {
					note("Validate error: "+firstWords(b), s, fmt.Sprintf("%v: Validate(%q): %s", r, s, b))
				}
			}
			if perr != nil {
				for _, b := range checkError(s, perr) {
					note("ParseRule error: "+firstWords(b), s, fmt.Sprintf("%v: ParseRule(%q): %s", r, s, b))
				}
				continue
			}
			if r == uri.RuleURIReference {
				valid++
			}
			if !want {
				continue // the verdict mismatch is reported; the split would be noise
			}
			for _, b := range checkParsed(s, u) {
				note("components: "+firstWords(b), s, fmt.Sprintf("%v: ParseRule(%q): %s", r, s, b))
			}
		}
	}
	for _, s := range handPicked {
		check(s)
	}
	for i := 0; i < n && len(found) < 20; i++ {
		switch i % 8 {
		case 0, 1, 2:
			check(g.uriRef())
		case 3, 4, 5, 6:
			check(g.mutate(g.uriRef()))
		case 7:
			x, s := g.bracketed()
			check(s)
			// net/netip agrees with the IPv6address rule on strings of hex
			// digits, ':' and '.': both reject leading zeros in the dotted
			// part, five-digit groups, a "::" that stands for no group, and
			// more than eight groups. A plain IPv4 address parses in netip
			// but is no IPv6address, hence Is6. Zones ("%eth0") differ
			// (netip accepts them, RFC 3986 does not) and are never made here.
			a, err := netip.ParseAddr(x)
			nv := err == nil && a.Is6()
			if uv := uri.Validate(s, uri.RuleURI) == nil; uv != nv {
				note(fmt.Sprintf("netip %v", nv), s,
					fmt.Sprintf("%q: Validate valid=%v, netip.ParseAddr(%q) = %v, %v", s, uv, x, a, err))
			}
		}
	}
	t.Logf("compared %d strings (%d valid URI-references) under %d rules", count, valid, len(allRules))
	if len(found) == 0 {
		return
	}
	keys := make([]string, 0, len(found))
	for k := range found {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("%s\n\t(group %q)", found[k].report, k)
	}
	t.Fatalf("%d kinds of mismatch", len(found))
}

// firstWords returns a finding's text up to its first quote, to group
// findings by kind rather than by input.
func firstWords(s string) string {
	if i := strings.IndexAny(s, `"`); i >= 0 {
		return s[:i]
	}
	return s
}

// refResolve resolves ref against base by the pseudocode of RFC 3986 §5.2.2
// (strict, or not), §5.2.3 and §5.2.4, on components split by Appendix B,
// and recomposes the result by §5.3. Like package uri, it then puts "/." in
// front of a path that starts with "//" when there is no authority, since
// the §5.3 recomposition "a:" + "//g" would read as an authority.
func refResolve(base, ref string, strict bool) string {
	b, r := splitAppendixB(base), splitAppendixB(ref)
	if !strict && r.scheme.ok && strings.EqualFold(r.scheme.v, b.scheme.v) {
		r.scheme = comp{} // §5.2.2: "for backward compatibility"
	}
	var t parts
	switch {
	case r.scheme.ok:
		t.scheme, t.authority, t.path, t.query = r.scheme, r.authority, removeDotSegments(r.path), r.query
	case r.authority.ok:
		t.authority, t.path, t.query = r.authority, removeDotSegments(r.path), r.query
		t.scheme = b.scheme
	default:
		if r.path == "" {
			t.path = b.path
			if r.query.ok {
				t.query = r.query
			} else {
				t.query = b.query
			}
		} else {
			if strings.HasPrefix(r.path, "/") {
				t.path = removeDotSegments(r.path)
			} else {
				t.path = removeDotSegments(merge(b, r.path))
			}
			t.query = r.query
		}
		t.authority = b.authority
		t.scheme = b.scheme
	}
	t.fragment = r.fragment

	var s strings.Builder // §5.3
	if t.scheme.ok {
		s.WriteString(t.scheme.v + ":")
	}
	if t.authority.ok {
		s.WriteString("//" + t.authority.v)
	} else if strings.HasPrefix(t.path, "//") {
		s.WriteString("/.")
	}
	s.WriteString(t.path)
	if t.query.ok {
		s.WriteString("?" + t.query.v)
	}
	if t.fragment.ok {
		s.WriteString("#" + t.fragment.v)
	}
	return s.String()
}

// merge is §5.2.3.
func merge(base parts, path string) string {
	if base.authority.ok && base.path == "" {
		return "/" + path
	}
	i := strings.LastIndexByte(base.path, '/')
	return base.path[:i+1] + path // i == -1 keeps nothing
}

// removeDotSegments is §5.2.4, step by step on an input and output buffer.
func removeDotSegments(in string) string {
	var out string
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"): // A
			in = in[3:]
		case strings.HasPrefix(in, "./"): // A
			in = in[2:]
		case strings.HasPrefix(in, "/./"): // B
			in = in[2:]
		case in == "/.": // B
			in = "/"
		case strings.HasPrefix(in, "/../"): // C
			in = in[3:]
			out = out[:max(strings.LastIndexByte(out, '/'), 0)]
		case in == "/..": // C
			in = "/"
			out = out[:max(strings.LastIndexByte(out, '/'), 0)]
		case in == "." || in == "..": // D
			in = ""
		default: // E
			j := strings.IndexByte(in[1:], '/')
			if j < 0 {
				j = len(in)
			} else {
				j++
			}
			out += in[:j]
			in = in[j:]
		}
	}
	return out
}

// TestResolveRFCExamples checks both Resolve and the reference resolver on
// §5.4, so that the latter can be trusted in FuzzResolve.
func TestResolveRFCExamples(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	b, err := uri.ParseRule(base, uri.RuleAbsoluteURI)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range uri.ResolveExamples {
		if got := refResolve(base, tt.Ref, true); got != tt.Want {
			t.Errorf("refResolve(%q) = %q, want %q", tt.Ref, got, tt.Want)
		}
		r, err := uri.Parse(tt.Ref)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.Ref, err)
			continue
		}
		if got := b.Resolve(r).String(); got != tt.Want {
			t.Errorf("Resolve(%q) = %q, want %q", tt.Ref, got, tt.Want)
		}
	}
	for _, tt := range []struct{ base, ref, want string }{
		{base, "http:g", "http://a/b/c/g"}, // §5.4.2, backward-compatible parsers
		{base, "HTTP:g", "http://a/b/c/g"}, // schemes are case-insensitive (§3.1)
		{base, "https:g", "https:g"},
	} {
		if got := refResolve(tt.base, tt.ref, false); got != tt.want {
			t.Errorf("refResolve(%q, %q, compat) = %q, want %q", tt.base, tt.ref, got, tt.want)
		}
		r, _ := uri.Parse(tt.ref)
		if got := b.ResolveCompat(r).String(); got != tt.want {
			t.Errorf("ResolveCompat(%q) = %q, want %q", tt.ref, got, tt.want)
		}
	}
	// The "/." rule: the §5.3 recomposition "a:" + "//g" would be wrong.
	if got := refResolve("a:/b", "..//g", true); got != "a:/.//g" {
		t.Errorf(`refResolve("a:/b", "..//g") = %q, want "a:/.//g"`, got)
	}
}

// TestResolveDifferential compares Resolve and ResolveCompat with the
// reference resolver on generated pairs of a valid base and reference.
func TestResolveDifferential(t *testing.T) {
	n := 50_000
	if testing.Short() {
		n = 5_000
	}
	g := &gen{rand.New(rand.NewPCG(5, 2))}
	bad := 0
	for i := 0; i < n && bad < 20; i++ {
		bs := g.uriRef()
		if !oracleValid(bs, uri.RuleURI) {
			continue
		}
		rs := g.uriRef()
		if g.chance(0.5) { // the relative forms §5.4 exercises
			rs = g.pick("", ".", "..", "./", "../", "g", "../g", "/g", "//g", "?y", "#s", "g:h", ".//g", "..//g", "./g:h") + g.segments(g.r.IntN(3))
		}
		if !oracleValid(rs, uri.RuleURIReference) {
			continue
		}
		b, err1 := uri.ParseRule(bs, uri.RuleURI)
		r, err2 := uri.Parse(rs)
		if err1 != nil || err2 != nil {
			continue // TestDifferential reports this
		}
		for _, strict := range []bool{true, false} {
			var got uri.URI
			if strict {
				got = b.Resolve(r)
			} else {
				got = b.ResolveCompat(r)
			}
			want := refResolve(bs, rs, strict)
			if got.String() != want {
				bad++
				t.Errorf("base %q ref %q strict=%v: got %q, §5.2 gives %q", bs, rs, strict, got.String(), want)
			}
			if !oracleValid(got.String(), uri.RuleURI) {
				bad++
				t.Errorf("base %q ref %q strict=%v: %q is no URI", bs, rs, strict, got.String())
			}
		}
	}
}
