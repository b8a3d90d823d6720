package sink

import (
	_ "embed"
	"fmt"
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/net/publicsuffix"
	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the sink check. Of the strings not known to reach a sink, found
// by name or by shape, it reads only the broken "://" and the repeated
// scheme, which are mistakes whatever the string is for; a component is
// no URI.
var Check = &checkutil.Check{
	Name:     "sink",
	Doc:      checkutil.Doc(doc, "sink", lint.SeverityError),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceShape,
	Grammars: sites.GrammarURI,
	Run:      run,
}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		check(pass, s)
	}
	for _, a := range pass.AddressURLs() {
		checkAddress(pass, a)
	}
}

// checkAddress reports a URI given where host:port is needed: a dialer
// splits "https://play.min.io" at its first ':' into the host "https"
// and the port "//play.min.io" (RFC 3986 §3.2), or fails.
func checkAddress(pass *checkutil.Pass, a *sites.AddressURL) {
	pos, end := a.Value.Pos(0, a.SepEnd)
	if !pos.IsValid() {
		return
	}
	text := a.Value.Text()
	scheme := strings.TrimSuffix(text[:a.SepEnd], "://")
	shown := strconv.Quote(uri.Redact(a.Value.Display()))
	pass.ReportRange(pos, end, fmt.Sprintf("%s takes host:port in %s, but %s is a URI: %q and \"://\" are no part of an authority (RFC 3986 §3.2); write the host and port alone", a.Sink, a.Param, shown, scheme))
}

// pathHole reports whether the hole at offset off of the site's value
// holds a path, which starts with '/': fmt.Sprintf("http:/%s", path)
// writes "http://…" when path is "/host/x".
func pathHole(s *sites.Site, off int) bool {
	for _, h := range s.Value.Holes() {
		if h.Start != off {
			continue
		}
		var name string
		switch e := ast.Unparen(h.Expr).(type) {
		case *ast.Ident:
			name = e.Name
		case *ast.SelectorExpr:
			name = e.Sel.Name
		case nil:
			return true // not known: stay silent
		}
		return strings.Contains(strings.ToLower(name), "path")
	}
	return false
}

// site is what the checks of one site share.
type site struct {
	*sites.Site
	pass   *checkutil.Pass
	text   string // the value's text, holes as placeholders
	lo     int    // where the value starts, past leading white space
	prefix string // text[lo:] up to the first hole
	known  bool   // no hole
	what   string // the value as messages quote it
}

func check(pass *checkutil.Pass, ss *sites.Site) {
	r := ss.Read()
	s := &site{Site: ss, pass: pass, text: r.Text, known: r.Known, what: r.Quoted}
	// White space around the value is the syntax check's finding; look
	// past it.
	s.lo = r.Lo
	s.prefix = r.Text[r.Lo:r.Prefix]
	if s.known {
		s.prefix = strings.TrimRight(s.prefix, " \t\r\n\v\f")
	}
	if s.prefix == "" {
		return
	}
	if f, ok := malformed(s.prefix, s.known); ok && !(f.oneSlash && pathHole(ss, r.Prefix)) {
		s.reportMalformed(f)
		return
	}
	if s.Evidence < sites.EvidenceSink {
		return // nothing is known of what uses it
	}
	if s.Need.Grammar != sites.GrammarRequestTarget && s.hostPort() {
		return
	}
	if s.Need.Absolute {
		s.absolute()
	} else if s.Need.Request && !(s.InTest && s.Example) {
		// A Go example's request is a placeholder for its reader.
		s.hostName()
	}
}

// hostName reports a relative reference whose first segment is a host
// name, "example.com/api", given to a sink that sends the request when
// the URI is absolute: the scheme is missing, or the request goes to the
// path "example.com/api" of a base. Names under a public suffix of the
// ICANN section, and localhost, are the host names it is sure of.
func (s *site) hostName() {
	t := s.prefix
	i := strings.IndexAny(t, ":/?#")
	if i < 0 {
		if !s.known {
			return // the name may go on
		}
		i = len(t)
	}
	if i < len(t) && t[i] == ':' {
		return // a scheme, or host:port: hostPort's
	}
	first := t[:i]
	if !hostNameLike(first) {
		return
	}
	s.pass.Report(s.Site, s.lo, s.lo+i, fmt.Sprintf("%s sends a request to an absolute URI, but %s starts with the host %q and has no scheme: it is a relative reference (RFC 3986 §4.2, §4.3)", s.SinkName(), s.what, first))
}

// hostNameLike reports whether name is surely a host name: localhost, or
// a name whose suffix ICANN manages ("example.com", not "index.html").
func hostNameLike(name string) bool {
	if strings.EqualFold(name, "localhost") {
		return true
	}
	if !strings.Contains(name, ".") || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".") {
		return false
	}
	for _, c := range []byte(name) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	suffix, icann := publicsuffix.PublicSuffix(strings.ToLower(name))
	return icann && suffix != strings.ToLower(name)
}

// A finding is a broken separator between the scheme and the authority,
// in offsets of the text it was found in.
type finding struct {
	start, end int
	msg        string          // what follows the quoted value
	edit       *checkutil.Edit // the fix, if one is certain
	fixMsg     string
	// relative: the fix is not certain when the value is resolved
	// against a base, as some readers take "http:/x" relative to an http
	// base to be "/x" (RFC 3986 §5.4.2).
	relative bool
	// oneSlash: "http:/" and then a hole, which may hold the second '/'.
	oneSlash bool
}

// malformed finds, in the known start t of a value, a URI of a scheme
// that needs a host whose "://" is broken, or that repeats its scheme.
// end tells whether t is the whole value.
func malformed(t string, end bool) (finding, bool) {
	ss := uri.SplitScheme(t)
	if ss.Sep == uri.SepNone {
		return finding{}, false
	}
	n := ss.SchemeEnd
	sch, ok := uri.LookupScheme(t[:n])
	// "file///etc/hosts" lacks its ':' as surely as "http//host" does,
	// though file URIs may have an empty host.
	noColon := sch.Authority == uri.AuthorityOptionalHost && ss.Sep == uri.SepNoColon
	if !ok || sch.Authority != uri.AuthorityRequiredHost && !noColon {
		return finding{}, false
	}
	scheme := t[:n]
	need := fmt.Sprintf("%s URIs need \"//\" and a host", strings.ToLower(scheme))
	var f finding
	switch ss.Sep {
	case uri.SepSlashes:
		return afterSlashes(t, n)
	case uri.SepNoColon:
		// "http//host" is a relative path whose first segment is "http".
		f.start, f.end = 0, n+2
		f.msg = "lacks the ':' after the scheme: it is a relative path, not " + article(strings.ToLower(scheme)) + " URI (RFC 3986 §3.1, §4.2)"
		f.edit, f.fixMsg = &checkutil.Edit{Start: n, End: n, New: ":"}, "Insert the missing ':'"
	case uri.SepExtraColon:
		f.start, f.end = n, n+2
		f.msg = "has one ':' too many after the scheme: its path is \"://…\" and it has no host (RFC 3986 §3.1, §3.2)"
		f.edit, f.fixMsg = &checkutil.Edit{Start: n, End: n + 1}, "Remove the extra ':'"
	case uri.SepDoubleColon:
		if rest := t[n+2:]; rest == "" && !end || uri.SplitScheme(rest).Sep == uri.SepSlashes {
			// "git::https://host/repo": go-getter's forced getter, a
			// getter's name and then a URL.
			return finding{}, false
		}
		f.start, f.end = n, n+2
		f.msg = "has one ':' too many after the scheme, and " + need + " (RFC 3986 §3.1, §3.2)"
	case uri.SepBackslash:
		i := ss.End
		if i == len(t) && !end {
			return finding{}, false // the slashes may go on
		}
		f.start, f.end = n, i
		f.msg = "has backslashes where " + need + " (RFC 3986 §3.2)"
		if t[n+1:i] == `\\` {
			f.edit, f.fixMsg = &checkutil.Edit{Start: n + 1, End: i, New: "//"}, "Replace the backslashes with slashes"
		}
	case uri.SepOneSlash:
		f.oneSlash = n+2 == len(t) && !end
		f.start, f.end = n, n+2
		f.msg = "has one '/' after the scheme, but " + need + " (RFC 3986 §3.2)"
		f.relative = true
		if hostLike(t[n+2:], end) {
			f.edit, f.fixMsg = &checkutil.Edit{Start: n + 2, End: n + 2, New: "/"}, "Insert the missing '/'"
		}
	case uri.SepColon:
		if ss.End == len(t) {
			// "//" may follow; or, alone, "http:" is parsed to be given
			// a host later.
			return finding{}, false
		}
		// ":" then a path
		f.start, f.end = n, n+1
		f.msg = "has no \"//\" after the scheme, but " + need + " (RFC 3986 §3.2)"
		f.relative = true
	}
	return f, true
}

// hostLike reports whether the first segment of path, the known start of
// a value that goes on unless end is set, is surely a host: a name with a
// dot, an IP literal or "localhost", with or without a port. Only then is
// "http:/example.com/x" missing a '/', and not a host.
func hostLike(path string, end bool) bool {
	seg := path
	if i := strings.IndexAny(path, "/?#"); i >= 0 {
		seg = path[:i]
	} else if !end {
		return false // the segment may go on
	}
	if i := strings.LastIndexByte(seg, ':'); i >= 0 && !strings.HasSuffix(seg[:i], "]") && strings.Contains(seg[:i], ":") {
		return false
	}
	host := seg
	if i := strings.LastIndexByte(seg, ':'); i >= 0 && !strings.Contains(seg[i:], "]") {
		host = seg[:i]
	}
	switch {
	case strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]"):
		return true
	case strings.EqualFold(host, "localhost"):
		return true
	}
	return strings.Contains(host, ".") && !strings.HasPrefix(host, ".") && !strings.HasSuffix(host, ".")
}

// afterSlashes finds, in t whose scheme of n bytes is followed by "://",
// a scheme written twice, "https://https://host". An empty host is the
// hostform check's finding.
func afterSlashes(t string, n int) (finding, bool) {
	scheme := t[:n]
	rest := t[n+3:]
	if inner := uri.SplitScheme(rest); inner.Sep == uri.SepSlashes {
		m := inner.SchemeEnd
		if sch, ok := uri.LookupScheme(rest[:m]); ok && sch.Authority == uri.AuthorityRequiredHost {
			f := finding{start: 0, end: n + 3 + m + 3}
			f.msg = fmt.Sprintf("repeats the scheme: its host is %q (RFC 3986 §3.2.2)", rest[:m])
			if strings.EqualFold(scheme, rest[:m]) {
				f.edit, f.fixMsg = &checkutil.Edit{Start: 0, End: n + 3}, fmt.Sprintf("Remove the repeated %q", t[:n+3])
			}
			return f, true
		}
	}
	return finding{}, false
}

func (s *site) reportMalformed(f finding) {
	var fixes []analysis.SuggestedFix
	if f.edit != nil && !(f.relative && s.Need.Resolved) {
		e := *f.edit
		e.Start += s.lo
		e.End += s.lo
		if s.fixWorks(e) {
			if fix, ok := checkutil.Fix(s.Site, f.fixMsg, e); ok {
				fixes = append(fixes, fix)
			}
		}
	}
	s.pass.Report(s.Site, s.lo+f.start, s.lo+f.end, s.what+" "+f.msg, fixes...)
}

// fixWorks reports whether the fix e makes the value's known start a URI
// that this check finds nothing wrong with, and that is valid once the
// syntax check's fix, which percent-encodes what no URI may hold, is made.
func (s *site) fixWorks(e checkutil.Edit) bool {
	end := s.lo + len(s.prefix)
	fixed := s.text[s.lo:e.Start] + e.New + s.text[e.End:end]
	if _, bad := malformed(fixed, s.known); bad {
		return false
	}
	t := uri.EncodeNeverAllowed(fixed)
	if s.known {
		return uri.Validate(t, uri.RuleURI) == nil
	}
	_, err := uri.ParsePrefix(t, uri.RuleURI)
	return err == nil
}

// hostPort reports "host:port" where a URI is needed: "localhost:8080"
// is a URI of scheme "localhost" (RFC 3986 §3.1), and its port a path. It
// reports whether it found one.
func (s *site) hostPort() bool {
	t := s.prefix
	if end := checkutil.IPHostPort(t, s.known); end > 0 {
		// "127.0.0.1:8080" matches no URI at all: its first character
		// can start no scheme.
		s.pass.Report(s.Site, s.lo, s.lo+end, fmt.Sprintf("%s needs a URI, but %s is an IP address and a port with no scheme: "+
			"write a scheme and \"//\" before the host (RFC 3986 §3.1, §3.2)", s.SinkName(), s.what))
		return true
	}
	ss := uri.SplitScheme(t)
	if ss.Sep == uri.SepNone || ss.Sep == uri.SepNoColon {
		return false // no ':' after the word
	}
	n := ss.SchemeEnd
	if _, known := uri.LookupScheme(t[:n]); known {
		return false
	}
	i := n + 1
	for i < len(t) && '0' <= t[i] && t[i] <= '9' {
		i++
	}
	if i == n+1 {
		return false // no port
	}
	if i < len(t) && strings.IndexByte("/?#", t[i]) < 0 || i == len(t) && !s.known {
		return false // not a port, or more digits may follow
	}
	s.pass.Report(s.Site, s.lo, s.lo+i, fmt.Sprintf("%s reads %s as a URI of scheme %q, not as host:port: "+
		"write a scheme and \"//\" before the host (RFC 3986 §3.1, §3.2)", s.SinkName(), s.what, t[:n]))
	return true
}

// absolute reports a value without a scheme, or with a scheme the sink
// cannot use, where an absolute URI is needed.
func (s *site) absolute() {
	t := s.prefix
	i := strings.IndexAny(t, ":/?#")
	switch {
	case i < 0 && !s.known:
		return // a ':' may follow
	case i < 0 || t[i] != ':':
		// Appendix B: no ':' before the first '/', '?' or '#', so no
		// scheme.
		end := len(t)
		if i > 0 {
			end = i
		}
		s.pass.Report(s.Site, s.lo, s.lo+end, fmt.Sprintf("%s needs an absolute URI with a scheme, but %s has none (RFC 3986 §4.3)", s.SinkName(), s.what))
	case uri.SchemeLen(t) == i && !s.AllowsScheme(t[:i]):
		s.pass.Report(s.Site, s.lo, s.lo+i, fmt.Sprintf("%s needs %s URI, but %s has scheme %q", s.SinkName(), schemeList(s.Need.Schemes), s.what, t[:i]))
	}
}

// schemeList writes the schemes as "an http or https", "a redis, rediss
// or unix".
func schemeList(schemes []string) string {
	switch len(schemes) {
	case 1:
		return article(schemes[0])
	case 2:
		return article(schemes[0]) + " or " + schemes[1]
	}
	return article(schemes[0]) + ", " + strings.Join(schemes[1:len(schemes)-1], ", ") + " or " + schemes[len(schemes)-1]
}

// article puts "a" or "an" before the scheme name, as it is read aloud:
// "an http", "a ws", "an ftp".
func article(scheme string) string {
	lower := strings.ToLower(scheme)
	switch {
	case lower == "":
		return "a"
	case strings.IndexByte("aeio", lower[0]) >= 0,
		strings.IndexByte("fhlmnrsx", lower[0]) >= 0 && !strings.ContainsAny(lower, "aeiou"): // "an http", "an smtp"
		return "an " + scheme
	}
	return "a " + scheme
}
