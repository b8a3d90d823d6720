package uri

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error reports why a string does not match a production of RFC 3986.
// Its text is built only when Error is called, and it never shows the
// password of a userinfo (§3.2.1, §7.5).
type Error struct {
	Input  string // the string that failed, as given
	Offset int    // the first byte of Input that breaks Rule
	Rule   string // the ABNF production that failed, such as "reg-name"
	Msg    string // what is wrong, lowercase

	// quoteByte asks Error to show the byte at Offset.
	quoteByte bool
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("uri: ")
	b.WriteString(strconv.Quote(Redact(e.Input)))
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if e.quoteByte && e.Offset < len(e.Input) && !inPassword(e.Input, e.Offset) {
		b.WriteString(": ")
		b.WriteString(quoteAt(e.Input, e.Offset))
	}
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(" (")
	b.WriteString(e.Rule)
	b.WriteByte(')')
	return b.String()
}

// quoteAt quotes the character at s[i], whole if it is UTF-8.
func quoteAt(s string, i int) string {
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n <= 1 {
		return `'\x` + strconv.FormatUint(uint64(s[i]), 16) + `'`
	}
	return strconv.QuoteRune(r)
}

// orNil returns e as an error, nil if e is nil.
func (e *Error) orNil() error {
	if e == nil {
		return nil
	}
	return e
}

func newError(s string, offset int, rule, msg string) *Error {
	return &Error{Input: s, Offset: offset, Rule: rule, Msg: msg}
}

// newCharError reports an unexpected byte, whose quoted form the text shows.
func newCharError(s string, offset int, rule, msg string) *Error {
	return &Error{Input: s, Offset: offset, Rule: rule, Msg: msg, quoteByte: true}
}

// Redact returns s with the password of its userinfo, the part after the
// first ':' (§3.2.1), replaced by "***". It works on invalid input too, so
// that messages about broken URIs do not leak what they hold: for
// "http//u:p@h" or "user:pass@tcp(h)/db" it still hides "p" and "pass".
// When there is nothing to hide it returns s itself.
func Redact(s string) string {
	start, end, ok := passwordRange(s)
	if !ok {
		return s
	}
	return s[:start] + "***" + s[end:]
}

// PasswordRange returns the byte range of the password in s, the part
// that Redact hides, and whether there is one.
func PasswordRange(s string) (start, end int, ok bool) {
	return passwordRange(s)
}

// inPassword reports whether s[i] is part of what Redact hides.
func inPassword(s string, i int) bool {
	start, end, ok := passwordRange(s)
	return ok && start <= i && i < end
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
	stop := len(s)
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		stop = i
	}
	at := strings.LastIndexByte(s[:stop], '@')
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
