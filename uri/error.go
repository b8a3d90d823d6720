package uri

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error reports why a string does not match a production of RFC 3986, or
// of RFC 9112 for an HTTP request-target. It is a small value: the text is
// built only when Error is called, and it never shows the password of a
// userinfo (§3.2.1, §7.5). Use errors.As with a variable of type Error.
type Error struct {
	Input  string // the string that failed, as given
	Offset int    // the first byte of Input that breaks the rule
	Code   Code   // what is wrong

	form form // the production Input was matched against
}

// Error returns the message, the offset and the rule that failed.
func (e Error) Error() string {
	var b strings.Builder
	b.WriteString("uri: ")
	b.WriteString(strconv.Quote(Redact(e.Input)))
	b.WriteString(": ")
	b.WriteString(e.Code.Msg())
	if e.Code.quotesByte() && 0 <= e.Offset && e.Offset < len(e.Input) && !inPassword(e.Input, e.Offset) {
		b.WriteString(": ")
		b.WriteString(quoteAt(e.Input, e.Offset))
	}
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(" (")
	b.WriteString(e.Rule())
	b.WriteByte(')')
	return b.String()
}

// Rule returns the name of the ABNF production that failed, such as
// "reg-name". It is Code.Rule, except for CodeTooLong, which any
// production may report: then it is Production.
func (e Error) Rule() string {
	if e.Code == CodeTooLong {
		return e.Production()
	}
	return e.Code.Rule()
}

// Msg returns what is wrong, lowercase: Code.Msg.
func (e Error) Msg() string { return e.Code.Msg() }

// Section returns the section that defines Rule, such as "RFC 3986 §3.2.2".
func (e Error) Section() string {
	if e.Code == CodeTooLong && int(e.form) < len(formSections) {
		return formSections[e.form]
	}
	return e.Code.Section()
}

// Production returns the name of the production that the whole input was
// matched against: the Rule asked for, such as "URI-reference", or, for a
// request-target, the form it was read as ("origin-form",
// "absolute-URI", "authority-form"), or "request-target" when it is none
// of them. It is empty for an error of CheckEscapes or one made by the
// caller.
func (e Error) Production() string {
	if int(e.form) < len(formNames) {
		return formNames[e.form]
	}
	return ""
}

// form names the production a whole input is matched against: 0 for
// none, 1 + r for the Rule r, then the forms of a request-target.
type form uint8

const (
	formNone          form = 0
	formURIReference  form = 1 + form(RuleURIReference)
	formURI           form = 1 + form(RuleURI)
	formAbsoluteURI   form = 1 + form(RuleAbsoluteURI)
	formRelativeRef   form = 1 + form(RuleRelativeRef)
	formOrigin        form = formRelativeRef + 1 // RFC 9112 §3.2.1
	formAuthority     form = formRelativeRef + 2 // RFC 9112 §3.2.3
	formRequestTarget form = formRelativeRef + 3 // RFC 9112 §3.2
)

// formOf returns the form of the Rule r.
func formOf(r Rule) form { return 1 + form(r) }

var formNames = [...]string{
	formNone:          "",
	formURIReference:  "URI-reference",
	formURI:           "URI",
	formAbsoluteURI:   "absolute-URI",
	formRelativeRef:   "relative-ref",
	formOrigin:        "origin-form",
	formAuthority:     "authority-form",
	formRequestTarget: "request-target",
}

var formSections = [...]string{
	formNone:          "RFC 3986",
	formURIReference:  "RFC 3986 §4.1",
	formURI:           "RFC 3986 §3",
	formAbsoluteURI:   "RFC 3986 §4.3",
	formRelativeRef:   "RFC 3986 §4.2",
	formOrigin:        "RFC 9112 §3.2.1",
	formAuthority:     "RFC 9112 §3.2.3",
	formRequestTarget: "RFC 9112 §3.2",
}

// Code tells what is wrong with an input: each code has one message, and
// names the production it breaks and the section that defines it, so that
// callers need not read the message.
type Code uint8

// The codes of RFC 3986.
const (
	_                             Code = iota // no error
	CodeTooLong                               // longer than the offsets of a URI can hold
	CodeMissingScheme                         // no ':' ends a scheme where one is needed (§3.1)
	CodeEmptyScheme                           // ':' before any scheme
	CodeSchemeStart                           // a scheme that does not begin with a letter
	CodeInvalidCharScheme                     // a byte that no scheme may hold
	CodeInvalidPercent                        // a '%' not followed by two hex digits (§2.1)
	CodeInvalidCharUserinfo                   // a byte that no userinfo may hold (§3.2.1)
	CodeInvalidCharHost                       // a byte that no reg-name may hold (§3.2.2)
	CodeInvalidCharPort                       // a byte that is not a digit in a port (§3.2.3)
	CodeInvalidCharAfterIPLiteral             // neither ':' nor the end of the authority after "]"
	CodeInvalidCharIPLiteral                  // where the "]" of an IP-literal should be
	CodeMissingBracket                        // an IP-literal with no "]"
	CodeIPvFutureVersion                      // no hex digit after the "v" of an IPvFuture
	CodeIPvFutureDot                          // no '.' after the version of an IPvFuture
	CodeIPvFutureAddress                      // nothing after the '.' of an IPvFuture
	CodeIPv6TooShort                          // an IPv6address that ends too soon
	CodeIPv6Start                             // a ':' that starts an IPv6address is not "::"
	CodeIPv6Hex                               // a group with no hex digit
	CodeIPv6GroupLen                          // a group of more than four hex digits
	CodeIPv6TooManyGroups                     // more groups than 128 bits hold
	CodeIPv6DoubleEllipsis                    // a second "::"
	CodeIPv6IPv4Position                      // an IPv4address that is not the last 32 bits
	CodeIPv6IPv4                              // a bad IPv4address in the last 32 bits
	CodeZoneID                                // a zone identifier, which RFC 6874 adds
	CodeInvalidCharPathAbempty                // in a path after an authority (§3.3)
	CodeInvalidCharPathAbsolute               // in a path that starts with "/", with no authority
	CodeInvalidCharPathRootless               // in a path after a scheme, not starting with "/"
	CodeInvalidCharPathNoScheme               // in the path of a relative reference
	CodeColonInFirstSegment                   // a first segment that would read as a scheme (§4.2)
	CodeInvalidCharQuery                      // a byte that no query may hold (§3.4)
	CodeInvalidCharFragment                   // a byte that no fragment may hold (§3.5)
	CodeFragmentNotAllowed                    // a fragment in an absolute-URI (§4.3)
	CodeNeverAllowed                          // a byte that no URI may hold anywhere (§2), see NeverAllowed
)

// The codes of an HTTP request-target (RFC 9112 §3.2).
const (
	CodeInvalidCharSegment          Code = CodeNeverAllowed + 1 + iota // in the path of an origin-form
	CodeOriginFormFragment                                             // a fragment after an origin-form
	CodeNotRequestTarget                                               // neither origin-form nor absolute-form
	CodeNotRequestTargetOrAuthority                                    // nor authority-form nor asterisk-form
	CodeAuthorityFormTrailer                                           // a path, query or fragment after an authority-form
	CodeAuthorityFormUserinfo                                          // a userinfo in an authority-form
	CodeAuthorityFormMissingPort                                       // an authority-form with no port
	numCodes
)

// codeInfo is what each code stands for. quote marks the codes whose
// message is about the byte at the offset, which Error.Error shows.
var codeInfo = [numCodes]struct {
	rule, msg, section string
	quote              bool
}{
	CodeTooLong:                   {"", "input too long", "", false},
	CodeMissingScheme:             {"scheme", "missing scheme", "RFC 3986 §3.1", false},
	CodeEmptyScheme:               {"scheme", "missing scheme before ':'", "RFC 3986 §3.1", false},
	CodeSchemeStart:               {"scheme", "scheme must begin with a letter", "RFC 3986 §3.1", true},
	CodeInvalidCharScheme:         {"scheme", "invalid character in scheme", "RFC 3986 §3.1", true},
	CodeInvalidPercent:            {"pct-encoded", "invalid percent-encoding", "RFC 3986 §2.1", false},
	CodeInvalidCharUserinfo:       {"userinfo", "invalid character in userinfo", "RFC 3986 §3.2.1", true},
	CodeInvalidCharHost:           {"reg-name", "invalid character in host", "RFC 3986 §3.2.2", true},
	CodeInvalidCharPort:           {"port", "invalid character in port", "RFC 3986 §3.2.3", true},
	CodeInvalidCharAfterIPLiteral: {"authority", "invalid character after IP literal", "RFC 3986 §3.2", true},
	CodeInvalidCharIPLiteral:      {"IP-literal", "invalid character in IP literal", "RFC 3986 §3.2.2", true},
	CodeMissingBracket:            {"IP-literal", "missing ']'", "RFC 3986 §3.2.2", false},
	CodeIPvFutureVersion:          {"IPvFuture", "expected hex digit after 'v'", "RFC 3986 §3.2.2", true},
	CodeIPvFutureDot:              {"IPvFuture", "expected '.' after version", "RFC 3986 §3.2.2", true},
	CodeIPvFutureAddress:          {"IPvFuture", "expected address after version", "RFC 3986 §3.2.2", true},
	CodeIPv6TooShort:              {"IPv6address", "IPv6 address too short", "RFC 3986 §3.2.2", false},
	CodeIPv6Start:                 {"IPv6address", `expected "::" at start of IPv6 address`, "RFC 3986 §3.2.2", false},
	CodeIPv6Hex:                   {"IPv6address", "expected hex digit in IPv6 address", "RFC 3986 §3.2.2", false},
	CodeIPv6GroupLen:              {"IPv6address", "more than four hex digits in IPv6 group", "RFC 3986 §3.2.2", false},
	CodeIPv6TooManyGroups:         {"IPv6address", "too many groups in IPv6 address", "RFC 3986 §3.2.2", false},
	CodeIPv6DoubleEllipsis:        {"IPv6address", `more than one "::" in IPv6 address`, "RFC 3986 §3.2.2", false},
	CodeIPv6IPv4Position:          {"IPv6address", "IPv4 address not in the last 32 bits of IPv6 address", "RFC 3986 §3.2.2", false},
	CodeIPv6IPv4:                  {"IPv6address", "invalid IPv4 address in IPv6 address", "RFC 3986 §3.2.2", false},
	CodeZoneID:                    {"IPv6address", "zone identifier (RFC 6874) is not allowed by RFC 3986", "RFC 3986 §3.2.2", false},
	CodeInvalidCharPathAbempty:    {"path-abempty", "invalid character in path", "RFC 3986 §3.3", true},
	CodeInvalidCharPathAbsolute:   {"path-absolute", "invalid character in path", "RFC 3986 §3.3", true},
	CodeInvalidCharPathRootless:   {"path-rootless", "invalid character in path", "RFC 3986 §3.3", true},
	CodeInvalidCharPathNoScheme:   {"path-noscheme", "invalid character in path", "RFC 3986 §3.3", true},
	// The rule is §3.3's, the reason §4.2's.
	CodeColonInFirstSegment: {"path-noscheme", "colon in first segment of a relative reference", "RFC 3986 §4.2", false},
	CodeInvalidCharQuery:    {"query", "invalid character in query", "RFC 3986 §3.4", true},
	CodeInvalidCharFragment: {"fragment", "invalid character in fragment", "RFC 3986 §3.5", true},
	CodeFragmentNotAllowed:  {"absolute-URI", "fragment not allowed", "RFC 3986 §4.3", false},
	CodeNeverAllowed:        {"", "invalid character, which no URI may hold", "RFC 3986 §2", true},

	// origin-form = absolute-path [ "?" query ], whose segments are RFC
	// 3986's (RFC 9110 §4.1).
	CodeInvalidCharSegment:          {"segment", "invalid character in path", "RFC 3986 §3.3", true},
	CodeOriginFormFragment:          {"origin-form", "fragment not allowed", "RFC 9112 §3.2.1", false},
	CodeNotRequestTarget:            {"request-target", `it neither starts with "/" nor has a scheme`, "RFC 9112 §3.2", false},
	CodeNotRequestTargetOrAuthority: {"request-target", `it is neither an absolute path, an absolute URI, host:port nor "*"`, "RFC 9112 §3.2", false},
	CodeAuthorityFormTrailer:        {"authority-form", "nothing may follow the port", "RFC 9112 §3.2.3", false},
	CodeAuthorityFormUserinfo:       {"authority-form", "userinfo not allowed", "RFC 9112 §3.2.3", false},
	CodeAuthorityFormMissingPort:    {"authority-form", "missing port", "RFC 9112 §3.2.3", false},
}

// Rule returns the name of the ABNF production that the code is about,
// such as "reg-name"; for CodeTooLong it is empty (see Error.Rule).
func (c Code) Rule() string {
	if c < numCodes {
		return codeInfo[c].rule
	}
	return ""
}

// Msg returns what is wrong, lowercase, such as "invalid character in host".
func (c Code) Msg() string {
	if c < numCodes {
		return codeInfo[c].msg
	}
	return ""
}

// Section returns the section that defines Rule, such as "RFC 3986 §3.2.2"
// ("RFC 3986 §4.2" for CodeColonInFirstSegment, which §4.2 explains).
func (c Code) Section() string {
	if c < numCodes {
		return codeInfo[c].section
	}
	return ""
}

// String returns the message, or "Code(n)" for a number that is no code.
func (c Code) String() string {
	if m := c.Msg(); m != "" {
		return m
	}
	return "Code(" + strconv.Itoa(int(c)) + ")"
}

func (c Code) quotesByte() bool { return c < numCodes && codeInfo[c].quote }

// MsgQuoting returns Msg with char, the quoted byte at fault, in it where
// the message names it: "invalid character ' ' in path". Other messages,
// and an empty char (a byte not to be shown, as in a password), give Msg.
func (c Code) MsgQuoting(char string) string {
	msg := c.Msg()
	if char == "" || !c.quotesByte() {
		return msg
	}
	if rest, ok := strings.CutPrefix(msg, "invalid character"); ok {
		return "invalid character " + char + rest
	}
	return msg
}

// QuoteAt quotes the character at s[i] for a message, whole if it is
// UTF-8, as Error does: ' ', 'é', '\x80'.
func QuoteAt(s string, i int) string { return quoteAt(s, i) }

// quoteAt quotes the character at s[i], whole if it is UTF-8.
func quoteAt(s string, i int) string {
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n <= 1 {
		return `'\x` + strconv.FormatUint(uint64(s[i]), 16) + `'`
	}
	return strconv.QuoteRune(r)
}

// fault is an Error without its input: what the parser returns, in
// registers, so that a rejection costs no allocation. A zero code means
// no error.
type fault struct {
	off  int
	code Code
	form form
}

func (f fault) ok() bool { return f.code == 0 }

// error makes f, found in s, an Error.
func (f fault) error(s string) Error {
	return Error{Input: s, Offset: f.off, Code: f.code, form: f.form}
}

// Redact returns s with the password of its userinfo, the part after the
// first ':' (§3.2.1), replaced by "***". It works on invalid input too, so
// that messages about broken URIs do not leak what they hold: for
// "http//u:p@h" or "user:pass@tcp(h)/db" it still hides "p" and "pass".
// When there is nothing to hide it returns s itself.
//
// The values of query parameters that carry secrets (see SecretRanges)
// are hidden too.
func Redact(s string) string {
	return maskRanges(s, SecretRanges(s))
}

// maskRanges returns s with each of the ranges, in order and apart,
// replaced by "***"; s itself when there are none.
func maskRanges(s string, ranges [][2]int) string {
	if ranges == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, r := range ranges {
		b.WriteString(s[last:r[0]])
		b.WriteString("***")
		last = r[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// secretParams are the query parameters whose values are secrets, by
// their lowercase names: passwords of connection strings, OAuth and API
// tokens and keys, and the signatures of presigned URLs.
var secretParams = map[string]bool{
	"password": true, "passwd": true, "pwd": true, "pass": true,
	"secret": true, "client_secret": true,
	"token": true, "access_token": true, "refresh_token": true, "id_token": true, "auth_token": true, "private_token": true,
	"api_key": true, "apikey": true, "api-key": true, "key": true,
	"sig": true, "signature": true, "x-amz-signature": true, "x-amz-security-token": true, "x-amz-credential": true,
	"x-goog-signature": true, "x-goog-credential": true,
}

// SecretRanges returns the byte ranges of s that hold secrets, in order:
// the password of its userinfo, as Redact finds it, and the value of
// each query parameter named for a secret ("password=", "token=",
// "sig=", …). It returns nil when there are none.
func SecretRanges(s string) [][2]int {
	var out [][2]int
	pwStart, pwEnd, ok := passwordRange(s)
	if !ok {
		pwStart, pwEnd, ok = rawPasswordRange(s)
	}
	if ok {
		out = append(out, [2]int{pwStart, pwEnd})
	}
	q := strings.IndexByte(s[pwEnd:], '?')
	if q < 0 {
		return out
	}
	q += pwEnd + 1
	end := len(s)
	if f := strings.IndexByte(s[q:], '#'); f >= 0 {
		end = q + f
	}
	for i := q; i < end; {
		j := i + strings.IndexAny(s[i:end]+"&", "&;")
		// "…" is how messages show a value not known: nothing to hide.
		if eq := strings.IndexByte(s[i:j], '='); eq > 0 && j > i+eq+1 && s[i+eq+1:j] != "…" && secretParams[strings.ToLower(s[i:i+eq])] {
			out = append(out, [2]int{i + eq + 1, j})
		}
		i = j + 1
	}
	return out
}

// PasswordRange returns the byte range of the password in s, the part
// that Redact hides, and whether there is one. Redact also hides a
// password written raw with a '#' or '?' in it, which no URI holds and
// PasswordRange does not report (see rawPasswordRange).
func PasswordRange(s string) (start, end int, ok bool) {
	return passwordRange(s)
}

// inPassword reports whether s[i] is part of what Redact hides.
func inPassword(s string, i int) bool {
	start, end, ok := passwordRange(s)
	return ok && start <= i && i < end
}

// rawPasswordRange finds a password that a DSN behind a scheme writes
// raw, with a '#' or '?' in it: "mysql://user:pa#ss@(db:3306)/app". A URI
// would end its authority at that '#' or '?' (§3.2), and so finds no
// userinfo, but a message must not show the password all the same. The
// userinfo runs from the "//" to the first '@' after the '#' or '?', and
// holds a ':' before that '#' or '?' and no '/'.
func rawPasswordRange(s string) (start, end int, ok bool) {
	slashes := strings.Index(s, "//")
	if slashes < 0 {
		return 0, 0, false
	}
	start = slashes + 2
	stop := strings.IndexAny(s[start:], "?#")
	if stop < 0 {
		return 0, 0, false
	}
	stop += start
	at := strings.IndexByte(s[stop:], '@')
	if at < 0 {
		return 0, 0, false
	}
	at += stop
	colon := strings.IndexByte(s[start:stop], ':')
	if colon < 0 || strings.ContainsAny(s[start:at], "/@") {
		return 0, 0, false
	}
	return start + colon + 1, at, true
}

// passwordRange finds the password in s, if any, by the loosest reading
// that still finds it in a well-formed URI: the userinfo ends at the last
// '@' before any '?' or '#', and starts after the first "//" or, failing
// that, after the last '/' or '\'. A leading known scheme is skipped so
// that "sip:alice:secret@host" hides "secret".
func passwordRange(s string) (start, end int, ok bool) {
	if strings.IndexByte(s, '@') < 0 {
		return 0, 0, false // fast path: no userinfo
	}
	at := UserinfoEnd(s)
	if at < 0 {
		return 0, 0, false
	}
	head := s[:at]
	switch i := strings.Index(head, "//"); {
	case i >= 0:
		start = i + 2
	case strings.LastIndexAny(head, `/\`) >= 0:
		start = strings.LastIndexAny(head, `/\`) + 1
	default:
		if c := strings.IndexByte(head, ':'); c > 0 {
			if _, known := LookupScheme(head[:c]); known {
				start = c + 1
			}
		}
	}
	c := strings.IndexByte(head[start:], ':')
	if c < 0 || start+c+1 == at {
		return 0, 0, false // no password, or an empty one
	}
	return start + c + 1, at, true
}
