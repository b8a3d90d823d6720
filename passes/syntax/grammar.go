package syntax

import (
	"errors"
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/uri"
)

// A problem is the first place where a string breaks a production, in
// offsets of the text it was found in.
type problem struct {
	off  int      // the first byte that breaks the production
	prod string   // the production the whole string must match, such as "URI-reference"
	rule string   // the production that failed, such as "reg-name"
	msg  string   // what is wrong, lowercase, when code is not set
	code uri.Code // what is wrong, as package uri says it
	ref  string   // where the rule is defined: "RFC 3986 §3.2.2"
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
	return &problem{off: off + e.Offset, prod: prod, rule: e.Rule(), code: e.Code, ref: e.Section()}
}

// codeProblem is the problem of package uri's code c at off.
func codeProblem(off int, prod string, c uri.Code) *problem {
	return &problem{off: off, prod: prod, rule: c.Rule(), code: c, ref: c.Section()}
}

// describe writes the problem found in the site's text, quoting the byte
// at fault unless it is part of a password (RFC 3986 §7.5).
func (s *site) describe(p *problem) string {
	what, text := s.what, s.text
	msg := p.msg
	if p.code != 0 {
		char := ""
		pwStart, pwEnd, hasPassword := s.Read().Password()
		if p.off < len(text) && !(hasPassword && pwStart <= p.off && p.off < pwEnd) {
			char = uri.QuoteAt(text, p.off)
		}
		msg = p.code.MsgQuoting(char)
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

// Byte classes, taken from package uri so that they cannot disagree with
// the parser: whether a byte stands for itself in a component.
var (
	pathChars  = classOf(uri.ComponentPath)  // pchar / "/"
	queryChars = classOf(uri.ComponentQuery) // pchar / "/" / "?", also the fragment's
)

func classOf(c uri.Component) (t [256]bool) {
	for b := range 256 {
		s := string([]byte{byte(b)})
		t[b] = uri.Escape(s, c) == s
	}
	return t
}

// badPercent reports whether text[i] is a '%' that does not start a
// triplet (RFC 3986 §2.1).
func badPercent(text string, i int) bool {
	return text[i] == '%' && !uri.IsTriplet(text, i)
}

// scan returns the index of the first byte at or after i that is not in
// class and does not start a triplet. On a prefix (partial), a triplet cut
// by the end of t is fine.
func scan(t string, i int, class *[256]bool, partial bool) int {
	for i < len(t) {
		switch {
		case class[t[i]]:
			i++
		case uri.IsTriplet(t, i):
			i += 3
		case partial && t[i] == '%' && (i+1 == len(t) || i+2 == len(t) && uri.IsHex(t[i+1])):
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
		case !uri.NeverAllowed(c):
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
		edits = append(edits, checkutil.Edit{Start: i, End: i + n, New: uri.PercentEncode(t[i : i+n])})
		i += n
	}
	return edits, true
}

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
