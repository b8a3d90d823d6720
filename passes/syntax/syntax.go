package syntax

import (
	_ "embed"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the syntax check. Of the strings not known to reach a sink,
// found by name or by shape, it reads only the white space around them
// and bare IPv6 hosts, which are mistakes whatever the string is for.
var Check = &checkutil.Check{
	Name:     "syntax",
	Doc:      checkutil.Doc(doc, "syntax", lint.SeverityError),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceShape,
	Grammars: sites.GrammarAll,
	Run:      run,
}

// Fix messages.
const (
	fixEncode   = "Percent-encode the characters that no URI may hold"
	fixBrackets = "Enclose the IPv6 address in brackets"
)

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		r := s.Read()
		if s.Need.Grammar != sites.GrammarComponent && driverName(r.Text) {
			continue
		}
		if s.Evidence >= sites.EvidenceSink && s.Need.Grammar != sites.GrammarComponent && s.Need.Grammar != sites.GrammarRequestTarget &&
			checkutil.IPHostPort(r.Text[r.Lo:r.Prefix], r.Known) > 0 {
			continue // "127.0.0.1:8080" where a URI goes: the sink check's
		}
		if s.Example && angledPlaceholder.MatchString(r.Text) {
			continue // "http://<hostname-or-ip>:7000", for the reader to fill in
		}
		switch {
		case s.Need.Grammar == sites.GrammarComponent:
			checkComponent(pass, s)
		case s.Evidence == sites.EvidenceShape:
			// Nothing is known of the string but its shape: only white
			// space at its ends is surely a slip, but in prose, where it
			// is layout.
			if !s.Prose {
				newSite(pass, s, "URI").edges()
			}
		case s.Evidence < sites.EvidenceSink:
			checkShape(pass, s)
		default:
			checkURI(pass, s)
		}
	}
}

// angledPlaceholder matches a word in angle brackets, "<hostname>",
// "<tag or branch>", which documentation writes where the reader puts a
// value of their own.
var angledPlaceholder = regexp.MustCompile(`<[A-Za-z][A-Za-z0-9 _.-]*>`)

// driverName reports whether text is a name a database driver reads
// behind a scheme, and no URI: a DSN of go-sql-driver/mysql,
// "mysql://user:pw@tcp(db:3306)/app" as gobuffalo/pop reads it,
// whose address follows the "@" in parentheses, or SQLite's in-memory
// database, "sqlite://:memory:". Their readers cut the scheme off before
// they read the rest.
func driverName(text string) bool {
	ss := uri.SplitScheme(text)
	if ss.Sep != uri.SepSlashes {
		return false
	}
	rest := text[ss.End:]
	if scheme := strings.ToLower(text[:ss.SchemeEnd]); strings.HasPrefix(scheme, "sqlite") && strings.HasPrefix(rest, ":memory:") {
		return true
	}
	open := strings.IndexByte(rest, '(')
	if open < 0 || !strings.Contains(rest[open:], ")") {
		return false
	}
	proto := rest[:open]
	if at := strings.LastIndexByte(proto, '@'); at >= 0 {
		proto = proto[at+1:]
	} else if strings.ContainsAny(proto, ":/?#") {
		return false
	}
	switch proto {
	case "", "tcp", "tcp4", "tcp6", "udp", "unix":
		return true
	}
	return false
}

// site is what the checks of one site share.
type site struct {
	*sites.Site
	pass  *checkutil.Pass
	text  string // the value's text, holes as placeholders
	plen  int    // the length of the text before the first hole
	known bool   // no hole
	what  string // how messages name the value
	prod  string // the production the value must match
}

func newSite(pass *checkutil.Pass, s *sites.Site, prod string) *site {
	r := s.Read()
	what := r.Quoted
	if s.Need.Grammar == sites.GrammarComponent {
		what += " in field " + s.Sink
	}
	return &site{Site: s, pass: pass, text: r.Text, plen: r.Prefix, known: r.Known, what: what, prod: prod}
}

// authority returns where the authority is, in the known bytes
// [lo, lo+plen) of the text, in offsets from lo; end is the first '/',
// '?' or '#' there, if closed, or lo+plen. broken reports a "://" that
// the sink check finds broken after a scheme that needs a host,
// "http:/host", "http//host", "https:://host" or `http:\\host`: what
// follows is read as the authority, as that check's fix reads it. A "//"
// that starts the value starts an authority only when netPath is set.
func (s *site) authority(lo, plen int, netPath bool) (start, end int, closed, broken, ok bool) {
	r := s.Read()
	a := r.Auth
	if !r.HasAuth || a.NetPath && !netPath {
		return 0, 0, false, false, false
	}
	lim := lo + plen
	return a.Start - lo, min(a.End, lim) - lo, a.End < lim, a.Broken, true
}

// report reports p, found at offset off of the text, with the fix made of
// edits if there are any and they can be made.
func (s *site) report(p *problem, off int, fixMsg string, edits []checkutil.Edit) {
	if at := p.off + off; p.rule == "reg-name" && at < len(s.text) && s.text[at] >= 0x80 {
		return // a host that is not ASCII: hostform's, which offers its IDNA form
	}
	var fixes []analysis.SuggestedFix
	if len(edits) > 0 {
		if fix, ok := checkutil.Fix(s.Site, fixMsg, edits...); ok {
			fixes = append(fixes, fix)
		}
	}
	p.off += off
	start := p.off
	end := start + p.width(s.text)
	s.pass.Report(s.Site, start, end, s.describe(p), fixes...)
}

// edges reports white space and control characters before and after the
// value, and returns the bounds of what is between. RFC 3986 Appendix C:
// white space around a URI is not part of it, and is to be removed; the
// fix does so when the characters are white space.
func (s *site) edges() (lo, hi int) {
	lo, hi = s.Read().Lo, s.Read().Hi
	s.edge(0, lo, "leading")
	s.edge(hi, len(s.text), "trailing")
	return lo, hi
}

func (s *site) edge(start, end int, where string) {
	if start == end {
		return
	}
	run := s.text[start:end]
	kind := "white space"
	if !allWhite(run) {
		kind = "control character"
	}
	msg := fmt.Sprintf("%s does not match %s: %s %s (RFC 3986 Appendix C)", s.what, s.prod, where, kind)
	var fixes []analysis.SuggestedFix
	if allWhite(run) {
		if fix, ok := checkutil.Fix(s.Site, "Remove the "+where+" white space", checkutil.Edit{Start: start, End: end}); ok {
			fixes = append(fixes, fix)
		}
	}
	s.pass.Report(s.Site, start, end, msg, fixes...)
}

// checkShape checks a site found by its shape alone, of whose use
// nothing is known: only for what breaks any URI for sure.
func checkShape(pass *checkutil.Pass, ss *sites.Site) {
	s := newSite(pass, ss, "URI")
	lo, hi := s.edges()
	plen := min(max(s.plen-lo, 0), hi-lo)
	start, _, _, broken, _ := s.authority(lo, plen, true)
	s.bareIPv6(lo, hi, true, func(t string) *problem { return s.validate(t, len(t), broken, start) })
}

// checkURI checks a site whose value must be a URI-reference or, for
// HTTP request targets, one of their forms.
func checkURI(pass *checkutil.Pass, ss *sites.Site) {
	prod := "URI-reference"
	if ss.Need.Grammar != sites.GrammarReference {
		prod = "request-target"
	}
	s := newSite(pass, ss, prod)
	lo, hi := s.edges()
	core := s.text[lo:hi]
	plen := min(max(s.plen-lo, 0), len(core))
	if core == "" {
		return
	}
	netPath := s.Need.Grammar == sites.GrammarReference
	start, end, _, broken, hasAuth := s.authority(lo, plen, netPath)
	validate := func(t string) *problem { return s.validate(t, len(t), broken, start) }
	if s.bareIPv6(lo, hi, netPath, validate) {
		return
	}
	p := s.validate(core, plen, broken, start)
	if p == nil && !s.known {
		p = s.afterHole(lo, hi)
	}
	if p == nil {
		return
	}
	// Percent-encode what no URI may hold, except in the host and port,
	// where an encoded byte is no better: "exa%20mple.com" names no host;
	// and in a broken "://", the sink check's.
	hostStart, hostEnd := -1, -1
	encodeFrom := lo
	if hasAuth {
		if !s.known && end == plen {
			// The authority goes on into the hole, and ends at the first
			// '/', '?' or '#' after it at the latest.
			end = len(core)
			for i := plen; i < len(core); i++ {
				if strings.IndexByte("/?#", core[i]) >= 0 && !s.Value.InHole(lo+i, lo+i+1) {
					end = i
					break
				}
			}
		}
		hostStart, hostEnd = start, end
		if at := strings.LastIndexByte(core[start:end], '@'); at >= 0 {
			hostStart += at + 1
		}
		if broken {
			encodeFrom = lo + start
		}
	}
	edits, ok := s.encode(encodeFrom, hi, func(i int) bool { return hostStart <= i-lo && i-lo < hostEnd })
	if ok && len(edits) > 0 && !s.fixedValid(edits, lo, core, plen, validate) {
		edits = nil
	}
	s.report(p, lo, fixEncode, edits)
}

// validate checks t, the value less the white space around it, of which
// the first plen bytes are known, against the grammar the site needs.
// When the "://" after its scheme is broken, the sink check's finding,
// what follows it from start is read as an authority and what follows.
func (s *site) validate(t string, plen int, broken bool, start int) *problem {
	p := s.validateAll(t, plen, broken, start)
	// Brackets in a query, "name[]=a", "match[]=up": the array parameters
	// of PHP, Rails and Prometheus' API, which servers take as written.
	if p != nil && p.off >= 0 && p.off < len(t) && (t[p.off] == '[' || t[p.off] == ']') {
		if q := strings.IndexByte(t, '?'); q >= 0 && q < p.off && !strings.Contains(t[q:p.off], "#") {
			return s.validate(t[:p.off]+"x"+t[p.off+1:], plen, broken, start)
		}
	}
	return p
}

func (s *site) validateAll(t string, plen int, broken bool, start int) *problem {
	if !broken {
		return validateGrammar(s.Need.Grammar, t, plen, s.known)
	}
	p := validateRef("//"+t[start:], plen-start+2, s.known)
	if p != nil {
		p.off += start - 2
	}
	return p
}

// afterHole looks at the bytes after the first hole, in [lo, hi), for
// one that no URI may hold: a hole may change which component the others
// are in, so only such bytes are certain to be wrong.
func (s *site) afterHole(lo, hi int) *problem {
	for i := max(s.plen, lo); i < hi; i++ {
		c := s.text[i]
		switch {
		case s.Value.InHole(i, i+1):
			continue
		case c == '%':
			if s.Value.InHole(i, min(i+3, len(s.text))) || !badPercent(s.text, i) {
				continue
			}
			return codeProblem(i-lo, s.prod, uri.CodeInvalidPercent)
		case c >= 0x80:
			// Possibly in a host, whose IDNA form Go's HTTP client uses
			// (hostform's finding when the host is known).
			continue
		case uri.NeverAllowed(c):
			return &problem{off: i - lo, prod: s.prod, code: uri.CodeNeverAllowed, ref: uri.CodeNeverAllowed.Section()}
		}
	}
	return nil
}

// encode returns the edits that percent-encode the bytes of [lo, hi)
// that no URI may hold, leaving alone those whose meaning depends on a
// hole. It reports false when a byte to encode is one that forbid
// rejects.
func (s *site) encode(lo, hi int, forbid func(i int) bool) ([]checkutil.Edit, bool) {
	edits, ok := encodeEdits(s.text, lo, hi, forbid)
	if !ok {
		return nil, false
	}
	out := edits[:0]
	for _, e := range edits {
		if s.Value.InHole(e.Start, e.End) || s.text[e.Start] == '%' && s.Value.InHole(e.Start, min(e.Start+3, len(s.text))) {
			continue
		}
		out = append(out, e)
	}
	return out, true
}

// fixedValid reports whether core, which starts at lo in the text, with
// the edits made, passes validate: all of it if it is known, its known
// prefix of plen bytes else.
func (s *site) fixedValid(edits []checkutil.Edit, lo int, core string, plen int, validate func(string) *problem) bool {
	var in []checkutil.Edit
	for _, e := range edits {
		if e.End-lo <= plen {
			in = append(in, checkutil.Edit{Start: e.Start - lo, End: e.End - lo, New: e.New})
		}
	}
	return validate(checkutil.Apply(core[:plen], in...)) == nil
}

// bareIPv6 reports a host that is an IPv6 address without brackets, in
// the text's bytes [lo, hi), and whether it found one. The fix adds the
// brackets when that is the one reading and the result passes validate.
func (s *site) bareIPv6(lo, hi int, netPath bool, validate func(string) *problem) bool {
	core := s.text[lo:hi]
	plen := min(max(s.plen-lo, 0), len(core))
	start, end, closed, _, ok := s.authority(lo, plen, netPath)
	if !ok || !closed && !s.known {
		return false
	}
	h, fixable, ok := bareIPv6(core, start, end)
	if !ok {
		return false
	}
	p := &problem{off: h, prod: s.prod, rule: "IP-literal", ref: uri.CodeMissingBracket.Section(),
		msg: fmt.Sprintf("IPv6 address %q must be enclosed in brackets", core[h:end])}
	var edits []checkutil.Edit
	if fixable {
		edits = []checkutil.Edit{{Start: lo + h, End: lo + h, New: "["}, {Start: lo + end, End: lo + end, New: "]"}}
		if !s.fixedValid(edits, lo, core, plen, validate) {
			edits = nil
		}
	}
	p.off += lo
	s.pass.Report(s.Site, p.off, lo+end, s.describe(p), fixesOf(s.Site, fixBrackets, edits)...)
	return true
}

func fixesOf(s *sites.Site, msg string, edits []checkutil.Edit) []analysis.SuggestedFix {
	if len(edits) == 0 {
		return nil
	}
	if fix, ok := checkutil.Fix(s, msg, edits...); ok {
		return []analysis.SuggestedFix{fix}
	}
	return nil
}

// validateGrammar checks t, of which the first plen bytes are known (all
// of them when known is set), against the grammar.
func validateGrammar(g sites.Grammar, t string, plen int, known bool) *problem {
	if g != sites.GrammarReference {
		return validateTarget(g, t[:plen], !known)
	}
	return validateRef(t, plen, known)
}

// validateRef checks t against URI-reference (RFC 3986 §4.1). A zone
// identifier in an IP-literal, "[fe80::1%25eth0]", is not reported: RFC
// 6874 updates RFC 3986 to allow it.
func validateRef(t string, plen int, known bool) *problem {
	var err error
	if known {
		err = uri.Validate(t, uri.RuleURIReference)
	} else {
		_, err = uri.ParsePrefix(t[:plen], uri.RuleURIReference)
	}
	if err == nil {
		return nil
	}
	p := fromError(err, 0, "URI-reference")
	if e := (uri.Error{}); errors.As(err, &e) && e.Code == uri.CodeZoneID && strings.HasPrefix(t[p.off:], "%25") {
		return nil
	}
	return p
}

// validateTarget checks t against an HTTP request-target (RFC 9112
// §3.2): origin-form, absolute-form, authority-form (for CONNECT) or
// asterisk-form. net/url.ParseRequestURI takes the same forms, the
// authority-form aside. When partial is set, t is only the start.
func validateTarget(g sites.Grammar, t string, partial bool) *problem {
	var err error
	if partial {
		err = uri.ValidateRequestTargetPrefix(t, g == sites.GrammarRequestTarget)
	} else {
		err = uri.ValidateRequestTarget(t, g == sites.GrammarRequestTarget)
	}
	if err == nil {
		return nil
	}
	return fromError(err, 0, "")
}

// checkComponent checks a field of net/url.URL that holds a component:
// the encoded ones, and the scheme and host, which are never encoded.
// Path and Fragment hold the decoded text, where any byte is fine, and
// net/url.UserPassword takes decoded text too.
func checkComponent(pass *checkutil.Pass, ss *sites.Site) {
	switch {
	case ss.Is(uri.ComponentScheme):
		checkScheme(newSite(pass, ss, "scheme"))
	case ss.Is(uri.ComponentHost):
		checkHost(newSite(pass, ss, `host [ ":" port ]`))
	case ss.Need.Decoded:
		// Path and Fragment hold decoded text.
	case ss.Is(uri.ComponentQuery):
		s := newSite(pass, ss, "query")
		if strings.HasSuffix(ss.Sink, ".RawQuery") && strings.HasPrefix(s.text, "?") && !ss.Value.InHole(0, 1) {
			// The '?' that ends the path is not the query's (§3.4): URL.String
			// writes "??node=…", and the first key read back is "?node".
			pass.Report(ss, 0, 1, s.what+` starts with "?", which is not part of the query: the first key is read as starting with "?" (RFC 3986 §3.4)`)
			return
		}
		checkEncoded(s, &queryChars, uri.CodeInvalidCharQuery)
	case ss.Is(uri.ComponentFragment):
		checkEncoded(newSite(pass, ss, "fragment"), &queryChars, uri.CodeInvalidCharFragment)
	case ss.Is(uri.ComponentPath):
		checkEncoded(newSite(pass, ss, "path"), &pathChars, uri.CodeInvalidCharSegment)
	}
}

// checkEncoded checks an encoded component, all of whose bytes are of
// class or triplets; code is that of a byte that is not.
func checkEncoded(s *site, class *[256]bool, code uri.Code) {
	validate := func(t string) *problem {
		if i := scan(t, 0, class, !s.known); i < len(t) {
			return charProblem(t, i, s.prod, code)
		}
		return nil
	}
	p := validate(s.text[:s.plen])
	if p == nil && !s.known {
		p = s.afterHole(0, len(s.text))
		if p != nil {
			p.prod, p.rule, p.ref = s.prod, code.Rule(), code.Section()
		}
	}
	if p == nil {
		return
	}
	edits, _ := s.encode(0, len(s.text), func(int) bool { return false })
	if len(edits) > 0 && !s.fixedValid(edits, 0, s.text, s.plen, validate) {
		edits = nil
	}
	s.report(p, 0, fixEncode, edits)
}

// checkScheme checks the Scheme field: ALPHA *( ALPHA / DIGIT / "+" /
// "-" / "." ) (RFC 3986 §3.1), without the ':' that ends it in a URI.
func checkScheme(s *site) {
	if !s.known || s.text == "" {
		return
	}
	lo, hi := s.edges()
	core := s.text[lo:hi]
	n := uri.SchemeLen(core)
	if n == len(core) {
		return
	}
	ref := uri.CodeInvalidCharScheme.Section()
	switch {
	case n > 0 && (core[n:] == ":" || core[n:] == "://"):
		p := &problem{off: n, prod: s.prod, rule: "scheme", ref: ref,
			msg: fmt.Sprintf("%q is a delimiter, not part of the scheme", core[n:])}
		p.off += lo
		edit := checkutil.Edit{Start: lo + n, End: hi}
		s.pass.Report(s.Site, p.off, hi, s.describe(p),
			fixesOf(s.Site, fmt.Sprintf("Remove %q", core[n:]), []checkutil.Edit{edit})...)
	case n == 0:
		s.report(codeProblem(0, s.prod, uri.CodeSchemeStart), lo, "", nil)
	default:
		s.report(codeProblem(n, s.prod, uri.CodeInvalidCharScheme), lo, "", nil)
	}
}

// checkHost checks the Host field: host [ ":" port ] (RFC 3986 §3.2.2,
// §3.2.3), without userinfo, path or scheme. The field holds the host
// decoded, so a byte that is not ASCII, or a zone "%eth0" in an
// IP-literal, is fine there: net/url encodes them.
func checkHost(s *site) {
	lo, hi := s.edges()
	core := s.text[lo:hi]
	plen := min(max(s.plen-lo, 0), len(core))
	if core == "" {
		return
	}
	prob := func(off int, msg string) *problem {
		return &problem{off: off, prod: s.prod, rule: "host", msg: msg, ref: uri.CodeInvalidCharHost.Section()}
	}
	if ss := uri.SplitScheme(core[:plen]); ss.Sep == uri.SepSlashes {
		n := ss.SchemeEnd
		p := prob(0, fmt.Sprintf("the scheme %q belongs in field Scheme", core[:n]))
		p.off += lo
		s.pass.Report(s.Site, p.off, lo+n+3, s.describe(p))
		return
	}
	if s.known {
		if h, fixable, ok := bareIPv6(core, 0, len(core)); ok && h == 0 {
			p := &problem{off: 0, prod: s.prod, rule: "IP-literal", ref: uri.CodeMissingBracket.Section(),
				msg: fmt.Sprintf("IPv6 address %q must be enclosed in brackets", core)}
			var edits []checkutil.Edit
			if fixable {
				edits = []checkutil.Edit{{Start: lo, End: lo, New: "["}, {Start: hi, End: hi, New: "]"}}
			}
			p.off += lo
			s.pass.Report(s.Site, p.off, hi, s.describe(p), fixesOf(s.Site, fixBrackets, edits)...)
			return
		}
	}
	if i := strings.IndexAny(core[:plen], "@/?#"); i >= 0 {
		field := map[byte]string{'@': "userinfo, which belongs in field User", '/': "path, which belongs in field Path",
			'?': "query, which belongs in field RawQuery", '#': "fragment, which belongs in field Fragment"}[core[i]]
		s.report(prob(i, fmt.Sprintf("%q starts a %s", core[i], field)), lo, "", nil)
		return
	}
	if strings.HasPrefix(core, "[") && strings.Contains(core[:plen], "%") {
		return // a zone, decoded
	}
	// Bytes that are not ASCII are read as letters: net/url encodes them.
	b := []byte(core)
	for i, c := range b {
		if c >= 0x80 {
			b[i] = 'a'
		}
	}
	t := "//" + string(b)
	var err error
	if s.known {
		_, err = uri.ParseRule(t, uri.RuleRelativeRef)
	} else {
		_, err = uri.ParsePrefix(t[:plen+2], uri.RuleRelativeRef)
	}
	var p *problem
	if err != nil {
		p = fromError(err, -2, s.prod)
	} else if !s.known {
		p = s.afterHole(lo, hi)
		if p != nil && s.text[lo+p.off] >= 0x80 {
			p = nil
		}
	}
	if p != nil {
		s.report(p, lo, "", nil)
	}
}
