package sites

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

// Reading is what the checks know of a site's value as a URI: one
// lenient reading, made once for all of them, which finds the parts of
// strings that RFC 3986 rejects and of values known only in part. Its
// offsets are those of Text.
type Reading struct {
	// Text is the value's text, each hole shown by its placeholder.
	Text string
	// Prefix is how many bytes of Text are known before the first hole;
	// Known reports that there is no hole.
	Prefix int
	Known  bool
	// Lo and Hi bound the value less the white space and control
	// characters around it, which are not part of a URI (Appendix C).
	// Only the known prefix counts for Lo.
	Lo, Hi int
	// Scheme is the scheme and separator at Lo, read in the known prefix;
	// its offsets are those of Text.
	Scheme uri.SchemeSep
	// Auth is where the authority is, if HasAuth.
	Auth    Authority
	HasAuth bool

	// Quoted is the value as messages quote it: holes shown as "…" and a
	// password as "***" (§7.5).
	Quoted string
	// Subject is how messages name the value: Quoted, or "field F" for a
	// component held by a field, whose text is a part of a URI.
	Subject string

	site   *Site
	parsed *Parsed
}

// Authority is where the authority of a value starts and ends, read
// leniently: after "://", after a broken "://" of a scheme that needs a
// host, or after a "//" that starts the value.
type Authority struct {
	Start int // just after the "//" or the broken separator
	// End is where the first '/', '?' or '#' after Start is, or the end
	// of the text; its placeholders may hide the real end.
	End int
	// Broken: the separator before it is a broken "://", which the sink
	// check reports; Start is where its fix would put the host.
	Broken bool
	// NetPath: a value with no scheme that starts with "//" (§4.2). In a
	// request-target it is a path (RFC 9112 §3.2.1).
	NetPath bool
}

// Read returns the reading of the site's value. The analyzer makes it
// for every site it finds, whole, before any check runs: checks of one
// package run at once and share the sites, so none may write to them.
func (s *Site) Read() *Reading {
	if s.reading == nil {
		s.reading = newReading(s) // a site made by hand, as in tests
	}
	return s.reading
}

func newReading(s *Site) *Reading {
	r := &Reading{site: s, Text: s.Value.Text(), Prefix: len(s.Value.Prefix()), Known: s.Value.Known()}
	text := r.Text
	for r.Lo < r.Prefix && isSpaceOrCtl(text[r.Lo]) {
		r.Lo++
	}
	r.Hi = len(text)
	for r.Hi > r.Lo && isSpaceOrCtl(text[r.Hi-1]) && !s.Value.InHole(r.Hi-1, r.Hi) {
		r.Hi--
	}
	known := text[r.Lo:max(min(r.Prefix, r.Hi), r.Lo)]
	r.Scheme = uri.SplitScheme(known)
	if r.Scheme.Sep != uri.SepNone {
		r.Scheme.SchemeEnd += r.Lo
		r.Scheme.End += r.Lo
	}
	r.Auth, r.HasAuth = r.authority(known)
	r.Quoted = strconv.Quote(display(s))
	if s.written != nil {
		// One host of a list: quote the list as written.
		w := &Site{Value: *s.written, Need: s.Need}
		r.Quoted = strconv.Quote(bounded(display(w)))
	}
	r.Subject = r.Quoted
	if s.Need.Grammar == GrammarComponent {
		r.Subject = "field " + s.Sink
		if s.Replacement() {
			r.Subject = "the replacement " + s.Sink + " writes into a " + s.Need.Component.String()
		}
	}
	r.parsed = r.parse()
	return r
}

// authority finds the authority in the known start of the value.
func (r *Reading) authority(known string) (Authority, bool) {
	var a Authority
	ss := r.Scheme
	switch {
	case ss.Sep == uri.SepSlashes:
		a.Start = ss.End
	case ss.Sep.Broken() && needsHost(r.Text[r.Lo:ss.SchemeEnd]) &&
		(ss.Sep == uri.SepNoColon || strings.ContainsAny(r.Text[ss.SchemeEnd:ss.End], `/\`)):
		a.Start, a.Broken = ss.End, true
	case ss.Sep == uri.SepNone && strings.HasPrefix(known, "//"):
		a.Start, a.NetPath = r.Lo+2, true
	default:
		return Authority{}, false
	}
	a.End = len(r.Text)
	if i := strings.IndexAny(r.Text[a.Start:], "/?#"); i >= 0 {
		a.End = a.Start + i
	}
	return a, true
}

// SchemeName returns the scheme the value starts with, as written, when
// a separator follows it.
func (r *Reading) SchemeName() string {
	if r.Scheme.Sep == uri.SepNone {
		return ""
	}
	return r.Text[r.Lo:r.Scheme.SchemeEnd]
}

// needsHost reports whether URIs of the scheme need "//" and a host.
func needsHost(scheme string) bool {
	sch, ok := uri.LookupScheme(scheme)
	return ok && sch.Authority == uri.AuthorityRequiredHost
}

// InUserinfo reports whether Text[i] may be in a userinfo, whose password
// messages must not show (§7.5): before the last '@' that precedes any
// '?' or '#'. A component other than a userinfo has none.
func (r *Reading) InUserinfo(i int) bool {
	if r.site.Need.Grammar == GrammarComponent {
		return r.site.Is(uri.ComponentUserinfo)
	}
	return i < uri.UserinfoEnd(r.Text)
}

// Password returns the range of the password in Text, if there is one.
func (r *Reading) Password() (start, end int, ok bool) {
	if r.site.Is(uri.ComponentUserinfo) {
		// A bare userinfo, "user:password", as url.UserPassword makes it.
		start, end, ok = uri.PasswordRange("//" + r.Text + "@")
		return start - 2, end - 2, ok
	}
	return uri.PasswordRange(r.Text)
}

// MaxQuote bounds, in bytes, the part of a long value that a message
// quotes: a literal of a megabyte is quoted as the bytes around the
// finding.
const MaxQuote = 80

// bounded returns text cut to about MaxQuote bytes, with "…" for the rest.
func bounded(text string) string {
	if len(text) <= MaxQuote+len("…") {
		return text
	}
	i := MaxQuote
	for i > 0 && !utf8.RuneStart(text[i]) {
		i--
	}
	return text[:i] + "…"
}

// QuotedAround returns Quoted, or for a long value the bytes around
// Text[start:end], about MaxQuote of them, with "…" where the value goes
// on, each hole as "…" and the password as "***".
func (r *Reading) QuotedAround(start, end int) string {
	if len(r.Quoted) <= MaxQuote+len(`"…"`) || r.site.written != nil {
		return r.Quoted
	}
	text := r.Text
	lo := max(0, min(start, len(text))-MaxQuote/3)
	if lo <= MaxQuote/3 {
		lo = 0 // the start, scheme and all
	}
	hi := min(len(text), max(end, lo+MaxQuote))
	for lo > 0 && !utf8.RuneStart(text[lo]) {
		lo--
	}
	for hi < len(text) && !utf8.RuneStart(text[hi]) {
		hi++
	}
	secrets := r.Secrets()
	holes := r.site.Value.Holes()
	var b strings.Builder
	if lo > 0 {
		b.WriteString("…")
	}
	for i := lo; i < hi; {
		if j := slices.IndexFunc(secrets, func(s [2]int) bool { return i >= s[0] && i < s[1] }); j >= 0 {
			b.WriteString("***")
			i = secrets[j][1]
			continue
		}
		if j := slices.IndexFunc(holes, func(h expr.Hole) bool { return i >= h.Start && i < h.End }); j >= 0 {
			b.WriteString("…")
			i = holes[j].End
			continue
		}
		b.WriteByte(text[i])
		i++
	}
	if hi < len(text) {
		b.WriteString("…")
	}
	return strconv.Quote(b.String())
}

// Template reports whether the value is a template that other code fills
// in before it is a URI: a placeholder in braces ("{bucket}", "{{.Host}}",
// "${HOST}"), a format verb ("%s") or "$VAR" written in the literal, or a
// placeholder word in upper case with '_' ("storage.UNIVERSE_DOMAIN"),
// which is no DNS name. Its case, port and encoding are the template's,
// and a later Replace may match them byte for byte: no fix changes them.
func (r *Reading) Template() bool { return r.placeholder(0, len(r.Text), false) }

// Placeholder reports whether the bytes [start, end) of the value hold a
// placeholder that Template tells: "<password>", "${DB_PASS}" or "%s"
// written where a password goes are no secret, even when what fills the
// verb is known.
func (r *Reading) Placeholder(start, end int) bool { return r.placeholder(start, end, true) }

// placeholder is Placeholder; viaVerb says whether the known value of a
// format verb's argument counts as the verb.
func (r *Reading) placeholder(start, end int, viaVerb bool) bool {
	text := r.Text
	holes := r.site.Value.Holes()
	inHole := func(i int) bool {
		return slices.ContainsFunc(holes, func(h expr.Hole) bool { return i >= h.Start && i < h.End })
	}
	for i := start; i < end; i++ {
		if inHole(i) {
			continue
		}
		if viaVerb && r.site.Value.FromVerb(i) {
			return true
		}
		switch c := text[i]; {
		case c == '{' || c == '}' || c == '<' || c == '>':
			return true
		case c == '$' && i+1 < len(text) && (text[i+1] == '{' || isUpperOrUnderscore(text[i+1])):
			return true
		case c == '%' && i+1 < len(text) && strings.IndexByte("svdqxXfgtTpbeEoOcUw+#-0123456789.", text[i+1]) >= 0 &&
			!(i+2 < len(text) && isHex(text[i+1]) && isHex(text[i+2])):
			return true
		case c == '_' && placeholderWord(text, i):
			return true
		}
	}
	return false
}

// placeholderWord reports whether the '_' at text[i] is inside a word of
// upper-case letters, digits and '_' with at least two letters on either
// side of it, such as UNIVERSE_DOMAIN or API_HOST.
func placeholderWord(text string, i int) bool {
	lo, hi := i, i+1
	for lo > 0 && isUpperOrUnderscore(text[lo-1]) {
		lo--
	}
	for hi < len(text) && isUpperOrUnderscore(text[hi]) {
		hi++
	}
	word := text[lo:hi]
	before, after, _ := strings.Cut(word, "_")
	return len(strings.Trim(before, "_0123456789")) >= 2 && len(strings.Trim(after, "_0123456789")) >= 2
}

func isUpperOrUnderscore(c byte) bool {
	return 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// Secrets returns the ranges of Text that hold secrets: the password,
// and the values of query parameters named for secrets
// (uri.SecretRanges).
func (r *Reading) Secrets() [][2]int {
	if r.site.Need.Grammar == GrammarComponent {
		if start, end, ok := r.Password(); ok {
			return [][2]int{{start, end}}
		}
		return nil
	}
	return uri.SecretRanges(r.Text)
}

// display returns the site's value with each hole shown as "…" and its
// password as "***".
func display(s *Site) string {
	text := s.Value.Display()
	if s.Is(uri.ComponentUserinfo) {
		return strings.TrimSuffix(uri.Redact("//" + text + "@")[2:], "@")
	}
	return uri.Redact(text)
}

// Parsed is a site's value parsed strictly as a URI-reference, or for
// the Host field of net/url.URL as "//" host[:port]. Holes are parsed as
// their placeholders, and if that fails, as digits, so that a hole in a
// port ("http://h:" + port + "/") parses; a check must make sure that the
// bytes it judges are in no hole.
type Parsed struct {
	URI uri.URI
	// Text is what was parsed, after Prefix: Reading.Text, or the text
	// with the holes made digits.
	Text   string
	Prefix string   // "//" for a host[:port] field
	Rule   uri.Rule // the rule it was parsed with
	ok     bool
}

// Parse parses text, Text or a change of it, as p was parsed. Offsets
// in the URI are those of Prefix+text.
func (p *Parsed) Parse(text string) (uri.URI, error) {
	return uri.ParseRule(p.Prefix+text, p.Rule)
}

// Parse returns the strict parse of the value, if it parses: the
// components of a URI-reference, or the host[:port] of a Host field.
// Other components have no parse.
func (r *Reading) Parse() (*Parsed, bool) {
	return r.parsed, r.parsed.ok
}

// ParseTemplate is Parse for a value that is a format still to be
// filled, "postgres://app:pw@" + "%s:5432/app" written for a later
// fmt.Sprintf: each verb reads as a placeholder of its length. Only what
// the verbs do not touch, such as a password written out, is known.
func (r *Reading) ParseTemplate() (*Parsed, bool) {
	if p, ok := r.Parse(); ok {
		return p, true
	}
	text := []byte(r.site.Value.TextWith('0'))
	found := false
	for i := 0; i+1 < len(text); i++ {
		if text[i] == '%' && !r.site.Value.InHole(i, i+2) && strings.IndexByte("svdqx", text[i+1]) >= 0 && !uri.IsTriplet(r.Text, i) {
			text[i], text[i+1] = '0', '0'
			found = true
		}
	}
	if !found {
		return nil, false
	}
	p := &Parsed{Rule: uri.RuleURIReference, Text: string(text)}
	u, err := p.Parse(p.Text)
	if err != nil {
		return nil, false
	}
	p.URI, p.ok = u, true
	return p, true
}

func (r *Reading) parse() *Parsed {
	p := &Parsed{Rule: uri.RuleURIReference}
	switch {
	case r.site.Is(uri.ComponentHost):
		p.Prefix, p.Rule = "//", uri.RuleRelativeRef
	case r.site.Need.Grammar == GrammarComponent:
		return &Parsed{}
	}
	p.Text = r.Text
	u, err := p.Parse(p.Text)
	if err != nil {
		p.Text = r.site.Value.TextWith('0')
		u, err = p.Parse(p.Text)
	}
	if err != nil {
		return &Parsed{}
	}
	p.URI, p.ok = u, true
	return p
}

// Authority returns the strict parse of a value whose authority, and the
// "//" that starts it, are known, or of a host[:port] field.
func (r *Reading) Authority() (*Parsed, bool) {
	p, ok := r.Parse()
	if !ok || !p.URI.HasAuthority() || r.driveAuthority() {
		return nil, false // a relative reference with no authority has no host
	}
	u := p.URI
	if p.Prefix != "" {
		return p, u.Path() == "" // host[:port] alone
	}
	if g := r.site.Need.Grammar; !u.IsAbsolute() && (g == GrammarRequestTarget || g == GrammarRequestURI) {
		return nil, false // "//h/p" is a path in a request-target (RFC 9112 §3.2.1)
	}
	// The delimiters that make an authority, "://" or "//", are known.
	start, _, _ := u.Offsets(uri.ComponentAuthority)
	delims := start - 2
	if u.IsAbsolute() {
		delims--
	}
	return p, !r.site.Value.InHole(delims, start)
}

// driveAuthority reports whether the value is a file URI whose
// authority is a DOS drive, "file://C:/dir": Windows tools write the
// drive where the host goes (RFC 8089 Appendix E.2 puts it in the path),
// and "C" is no host, nor the empty text after ':' a port.
func (r *Reading) driveAuthority() bool {
	if !r.HasAuth || !strings.EqualFold(r.SchemeName(), "file") || r.Auth.End-r.Auth.Start != 2 {
		return false
	}
	drive := r.Text[r.Auth.Start:r.Auth.End]
	c := drive[0] | 0x20
	return 'a' <= c && c <= 'z' && (drive[1] == ':' || drive[1] == '|') && !r.site.Value.InHole(r.Auth.Start, r.Auth.End)
}

func isSpaceOrCtl(c byte) bool { return c <= ' ' || c == 0x7f }

// Host is where the host of a value is, read leniently so as to find the
// hosts that RFC 3986 rejects: a zone identifier, bytes that are not
// ASCII.
type Host struct {
	Start, End         int // the host; an IP-literal keeps its brackets
	AuthStart, AuthEnd int // the authority, without the "//"
}

// Host finds the host of a URI after "://" (or after a "//" that starts
// the value, when netPath allows it, §4.2), or of a host[:port] field. It
// gives up when the string is too broken to say where the host is: two
// '@', or what follows the host is not a port.
func (r *Reading) Host(netPath bool) (Host, bool) {
	if r.site.Is(uri.ComponentHost) {
		if strings.ContainsAny(r.Text, "@/?#") {
			return Host{}, false // not a host[:port]
		}
		n, ok := hostLen(r.Text)
		return Host{Start: 0, End: n, AuthStart: 0, AuthEnd: len(r.Text)}, ok
	}
	if r.site.Need.Grammar == GrammarComponent || r.Lo != 0 || !r.HasAuth || r.Auth.Broken || r.Auth.NetPath && !netPath || r.driveAuthority() {
		return Host{}, false
	}
	h := Host{Start: r.Auth.Start, AuthStart: r.Auth.Start, AuthEnd: r.Auth.End}
	auth := r.Text[h.AuthStart:h.AuthEnd]
	if at := strings.IndexByte(auth, '@'); at >= 0 {
		if strings.Count(auth, "@") > 1 {
			return Host{}, false // parsers disagree on where the host starts
		}
		h.Start += at + 1
	}
	n, ok := hostLen(r.Text[h.Start:h.AuthEnd])
	h.End = h.Start + n
	return h, ok
}

// hostLen returns the length of the host at the start of hostport, a
// host [ ":" port ] (§3.2.2, §3.2.3), or false when hostport is not one.
func hostLen(hostport string) (int, bool) {
	var n int
	if strings.HasPrefix(hostport, "[") {
		n = strings.IndexByte(hostport, ']') + 1
		if n == 0 {
			return 0, false // a broken literal: a syntax error
		}
	} else if n = strings.IndexByte(hostport, ':'); n < 0 {
		n = len(hostport)
	}
	port := hostport[n:]
	if port != "" && (port[0] != ':' || strings.Trim(port[1:], "0123456789") != "") {
		return 0, false // no port follows the host: a syntax error
	}
	return n, true
}
