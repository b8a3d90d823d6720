package syntax

import (
	"errors"
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/uri"
)

// A problem is the first place where a string breaks a production, in
// offsets of the text it was found in.
type problem struct {
	off  int    // the first byte that breaks the production
	prod string // the production the whole string must match, such as "URI-reference"
	rule string // the production that failed, such as "reg-name"
	msg  string // what is wrong, lowercase
	ref  string // where the rule is defined: "RFC 3986 §3.2.2"
}

// fromError turns an error of package uri, about a string that starts at
// off in the text, into a problem. An empty prod is the error's.
func fromError(err error, off int, prod string) *problem {
	var e uri.Error
	if !errors.As(err, &e) {
		return &problem{off: off, prod: prod, rule: prod, msg: err.Error(), ref: "RFC 3986"}
	}
	if prod == "" {
		prod = e.Production()
	}
	return &problem{off: off + e.Offset, prod: prod, rule: e.Rule(), msg: e.Msg(), ref: e.Section()}
}

// codeProblem is the problem of package uri's code c at off.
func codeProblem(off int, prod string, c uri.Code) *problem {
	return &problem{off: off, prod: prod, rule: c.Rule(), msg: c.Msg(), ref: c.Section()}
}

// describe writes the problem found in text, quoting the byte at fault
// unless it is part of a password (RFC 3986 §7.5).
func (p *problem) describe(what, text string) string {
	msg := p.msg
	if rest, ok := strings.CutPrefix(msg, "invalid character"); ok && p.off < len(text) && !inPassword(text, p.off) {
		msg = "invalid character " + quoteAt(text, p.off) + rest
	}
	if p.rule == "" {
		return what + " does not match " + p.prod + ": " + msg + " (" + p.ref + ")"
	}
	return what + " does not match " + p.prod + ": " + msg + " (" + p.rule + ", " + p.ref + ")"
}

// width returns how many bytes the problem covers: the whole character
// at its offset.
func (p *problem) width(text string) int {
	if p.off >= len(text) {
		return 0
	}
	if _, n := utf8.DecodeRuneInString(text[p.off:]); n > 1 {
		return n
	}
	return 1
}

// quoteAt quotes the character at s[i], whole if it is UTF-8.
func quoteAt(s string, i int) string {
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n <= 1 {
		return `'\x` + strconv.FormatUint(uint64(s[i]), 16) + `'`
	}
	return strconv.QuoteRune(r)
}

// inPassword reports whether text[i] is in the part of text that
// uri.Redact hides.
func inPassword(text string, i int) bool {
	red := uri.Redact(text)
	if red == text {
		return false
	}
	start := 0
	for start < len(text) && start < len(red) && text[start] == red[start] {
		start++
	}
	end := len(text)
	for j := len(red); end > start && j > start && text[end-1] == red[j-1]; j-- {
		end--
	}
	return start <= i && i < end
}

// Byte classes, taken from package uri so that they cannot disagree with
// the parser: whether a byte stands for itself in a component.
var (
	schemeChars = classOf(uri.ComponentScheme)
	pathChars   = classOf(uri.ComponentPath)  // pchar / "/"
	queryChars  = classOf(uri.ComponentQuery) // pchar / "/" / "?", also the fragment's
)

func classOf(c uri.Component) (t [256]bool) {
	for b := range 256 {
		s := string([]byte{byte(b)})
		t[b] = uri.Escape(s, c) == s
	}
	return t
}

// neverAllowed reports whether c may appear nowhere in a URI: it is
// neither reserved, nor unreserved, nor the '%' of a triplet (RFC 3986
// §2). These are the bytes to percent-encode: doing so changes no
// delimiter.
func neverAllowed(c byte) bool {
	return c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>\\^`{|}", c) >= 0
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// badPercent reports whether text[i] is a '%' that does not start a
// triplet (RFC 3986 §2.1).
func badPercent(text string, i int) bool {
	return text[i] == '%' && !(i+2 < len(text) && isHex(text[i+1]) && isHex(text[i+2]))
}

// scan returns the index of the first byte at or after i that is not in
// class and does not start a triplet. On a prefix (partial), a triplet cut
// by the end of t is fine.
func scan(t string, i int, class *[256]bool, partial bool) int {
	for i < len(t) {
		switch {
		case class[t[i]]:
			i++
		case t[i] == '%' && i+2 < len(t) && isHex(t[i+1]) && isHex(t[i+2]):
			i += 3
		case partial && t[i] == '%' && (i+1 == len(t) || i+2 == len(t) && isHex(t[i+1])):
			return len(t)
		default:
			return i
		}
	}
	return i
}

// charProblem is the problem of the byte t[i], which the production of
// code does not allow.
func charProblem(t string, i int, prod string, code uri.Code) *problem {
	if t[i] == '%' {
		return codeProblem(i, prod, uri.CodeInvalidPercent)
	}
	return codeProblem(i, prod, code)
}

// schemeLen returns the length of the scheme-like word at the start of t:
// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1).
func schemeLen(t string) int {
	if t == "" || !('a' <= t[0]|0x20 && t[0]|0x20 <= 'z') {
		return 0
	}
	i := 1
	for i < len(t) && schemeChars[t[i]] {
		i++
	}
	return i
}

// authority finds the authority of t, after "//": at the start (a
// network-path reference, when netPath is set) or after a scheme. It
// starts at start and ends at end, where the first '/', '?' or '#' is;
// closed reports whether that delimiter is in t.
//
// broken reports a "://" that the sink check finds broken after a scheme
// that needs a host, "http:/host", "http//host", "https:://host" or
// `http:\\host`; what follows is then read as the authority, as that
// check's fix reads it.
func authority(t string, netPath bool) (start, end int, closed, broken, ok bool) {
	n := schemeLen(t)
	switch {
	case n > 0 && strings.HasPrefix(t[n:], "://"):
		start = n + 3
	case n > 0 && needsHost(t[:n]) && strings.HasPrefix(t[n:], "//"):
		start, broken = n+2, true
	case n > 0 && needsHost(t[:n]) && strings.HasPrefix(t[n:], ":"):
		i := n + 1
		slash := false
		for i < len(t) && strings.IndexByte(":/\\", t[i]) >= 0 {
			slash = slash || t[i] != ':'
			i++
		}
		if !slash {
			return 0, 0, false, false, false
		}
		start, broken = i, true
	case netPath && strings.HasPrefix(t, "//"):
		start = 2
	default:
		return 0, 0, false, false, false
	}
	end = strings.IndexAny(t[start:], "/?#")
	if end < 0 {
		return start, len(t), false, broken, true
	}
	return start, start + end, true, broken, true
}

// needsHost reports whether URIs of the scheme need "//" and a host.
func needsHost(scheme string) bool {
	sch, ok := uri.LookupScheme(scheme)
	return ok && sch.Authority == uri.AuthorityRequiredHost
}

// bareIPv6 finds a host that is an IPv6 address without the brackets of
// an IP-literal (RFC 3986 §3.2.2), "http://fe80::1/", in the authority
// t[start:end]. fixable reports whether brackets around it are its one
// reading: not when it also reads as an address and a port
// ("2001:db8::1:8080", "::8080"), nor when it has a zone.
func bareIPv6(t string, start, end int) (hostStart int, fixable, ok bool) {
	if at := strings.LastIndexByte(t[start:end], '@'); at >= 0 {
		start += at + 1
	}
	host := t[start:end]
	if !strings.Contains(host, ":") || strings.HasPrefix(host, "[") {
		return 0, false, false
	}
	a, err := netip.ParseAddr(host)
	if err != nil || !a.Is6() {
		return 0, false, false
	}
	fixable = a.Zone() == ""
	if rest, ok := strings.CutPrefix(host, "::"); ok && len(rest) >= 2 && allDigits(rest) {
		fixable = false // "::8080": maybe "[::]:8080"
	}
	if i := strings.LastIndexByte(host, ':'); i >= 0 && allDigits(host[i+1:]) {
		if _, err := netip.ParseAddr(host[:i]); err == nil {
			fixable = false // [host]:port or [host:port]
		}
	}
	return start, fixable, true
}

func allDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// encodeEdits returns the edits that percent-encode, in t[lo:hi], the
// bytes that no URI may hold and each '%' that starts no triplet, as
// UTF-8 with uppercase hex digits (RFC 3986 §2.1, §2.5). keep tells which
// bytes must not be touched. It reports false when a byte to encode is
// kept.
func encodeEdits(t string, lo, hi int, keep func(i int) bool) ([]checkutil.Edit, bool) {
	var edits []checkutil.Edit
	for i := lo; i < hi; {
		c := t[i]
		n := 1
		switch {
		case c == '%':
			if !badPercent(t, i) {
				i++
				continue
			}
			if i+1 < len(t) && ('a' <= t[i+1]|0x20 && t[i+1]|0x20 <= 'z') {
				return nil, false // "%s": a format verb, whose value was meant to be put here
			}
		case !neverAllowed(c):
			i++
			continue
		case c == '\\' || c == '{' || c == '}':
			// A Windows path, a '/' mistyped, a template (RFC 6570): the
			// encoded byte is not what was meant.
			return nil, false
		case c >= 0x80:
			if r, size := utf8.DecodeRuneInString(t[i:hi]); r != utf8.RuneError || size > 1 {
				n = size
			}
		}
		if keep(i) {
			return nil, false
		}
		edits = append(edits, checkutil.Edit{Start: i, End: i + n, New: pctEncode(t[i : i+n])})
		i += n
	}
	return edits, true
}

func pctEncode(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := range len(s) {
		b.WriteByte('%')
		b.WriteByte(hex[s[i]>>4])
		b.WriteByte(hex[s[i]&15])
	}
	return b.String()
}

func isSpaceOrCtl(c byte) bool { return c <= ' ' || c == 0x7f }

// allWhite reports whether s is only ASCII white space, which RFC 3986
// Appendix C says to strip around a URI.
func allWhite(s string) bool {
	for i := range len(s) {
		if strings.IndexByte(" \t\n\r\v\f", s[i]) < 0 {
			return false
		}
	}
	return true
}
