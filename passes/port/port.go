package port

import (
	_ "embed"
	"fmt"
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check is the port check. It also reads strings found by name: a
// default or empty port is a smell whatever the URI is for. Strings found
// by their shape alone are not read: only an impossible port would be
// certain there.
var Check = &checkutil.Check{
	Name:     "port",
	Doc:      checkutil.Doc(doc, "port", lint.SeverityWarning),
	Fix:      checkutil.FixDefault,
	Evidence: sites.EvidenceShape,
	Grammars: sites.GrammarAll,
	Tests:    "also report in _test.go files",
	Run:      run,
}

// maxPort is the largest TCP or UDP port (RFC 9293 §3.1, RFC 768).
const maxPort = 65535

// portSchemes are schemes whose port is a TCP port though the registry
// might not say so; the schemes with a known default port are the others.
var portSchemes = map[string]bool{"http": true, "https": true, "ws": true, "wss": true}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		check(pass, s)
	}
	for _, b := range pass.Builds() {
		if !b.InTest || pass.Options.Tests && b.Sent {
			checkJoined(pass, b)
		}
	}
}

// checkJoined reports the default port that net.JoinHostPort writes
// right after a scheme written out: "https://" + net.JoinHostPort(host,
// "443"). The join brackets an IPv6 host; the port it adds says nothing
// (§3.2.3), as if written in the literal.
func checkJoined(pass *checkutil.Pass, b *sites.Build) {
	text := b.Value.Text()
	for _, h := range b.Value.Holes() {
		call, ok := ast.Unparen(pass.Source(h.Expr)).(*ast.CallExpr)
		if !ok || len(call.Args) != 2 {
			continue
		}
		if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn == nil || fn.FullName() != "net.JoinHostPort" {
			continue
		}
		port, ok := pass.Value(call.Args[1])
		if !ok || !port.Known() {
			continue
		}
		scheme, ok := strings.CutSuffix(text[:h.Start], "://")
		if !ok || scheme == "" || b.Value.InHole(0, h.Start) || uri.SchemeLen(scheme) != len(scheme) {
			continue
		}
		if rest := text[h.End:]; rest != "" && !strings.ContainsRune("/?#", rune(rest[0])) {
			continue
		}
		sch, known := uri.LookupScheme(strings.ToLower(scheme))
		if n, big := portNumber(port.Text()); !known || big || sch.DefaultPort == 0 || sch.ClientPort || n != int(sch.DefaultPort) {
			continue
		}
		shown := uri.Redact(b.Value.Display())
		pass.ReportRange(call.Args[1].Pos(), call.Args[1].End(), fmt.Sprintf("port %q that net.JoinHostPort writes into %q is the default port of %s (RFC 3986 §3.2.3, §6.2.3)", port.Text(), shown, sch.Name))
	}
}

// parseAuthority parses the site's authority and, when it is known, its
// scheme, lowercase.
func parseAuthority(s *sites.Site) (a *sites.Parsed, scheme string, ok bool) {
	if a, ok = s.Read().Authority(); !ok {
		return nil, "", false
	}
	if sch, ok := a.URI.Scheme(); ok && !s.Value.InHole(0, len(sch)+1) {
		scheme = strings.ToLower(sch)
	}
	return a, scheme, true
}

func check(pass *checkutil.Pass, s *sites.Site) {
	a, scheme, ok := parseAuthority(s)
	if !ok {
		return
	}
	ps, pe, ok := a.URI.Offsets(uri.ComponentPort)
	if !ok {
		return
	}
	ps, pe = ps-len(a.Prefix), pe-len(a.Prefix)
	colon := ps - 1
	// The ':' and the port are known, and so is what ends them: in
	// "http://h:80" + rest the port may go on.
	if s.Value.InHole(colon, pe+1) {
		return
	}
	text := s.Value.Text()
	port := text[ps:pe]
	what := s.Read().Subject
	component := s.Need.Grammar == sites.GrammarComponent
	sch, known := uri.LookupScheme(scheme)
	known = known && scheme != ""

	// By shape alone, only a port no transport has is surely wrong; in a
	// list, each element is written alike and a default port is no slip.
	styleOnly := s.Evidence < sites.EvidenceName || s.InList
	if port == "" {
		if styleOnly || known && sch.ExportColon && strings.HasPrefix(text[pe:], "/") {
			return
		}
		fixes := removePort(s, a, scheme, colon, pe, "Remove the empty port")
		pass.Report(s, colon, pe, fmt.Sprintf("empty port in %s (RFC 3986 §3.2.3)", what), fixes...)
		return
	}
	n, big := portNumber(port)
	switch {
	case big || n > maxPort:
		if component || portSchemes[scheme] || known && sch.DefaultPort != 0 {
			pass.Report(s, colon, pe, fmt.Sprintf("port %q of %s is above %d, the largest TCP or UDP port (RFC 3986 §3.2.3)", port, what, maxPort))
		}
	case known && sch.DefaultPort != 0 && !sch.ClientPort && n == int(sch.DefaultPort) && !component && !styleOnly && !connect(s):
		fixes := removePort(s, a, scheme, colon, pe, "Remove the default port")
		pass.Report(s, colon, pe, fmt.Sprintf("port %q of %s is the default port of %s (RFC 3986 §3.2.3, §6.2.3)", port, what, sch.Name), fixes...)
	}
}

// portNumber returns the value of the digits port, or big when it does not
// fit in 6 digits; leading zeros do not count (":080" is port 80).
func portNumber(port string) (n int, big bool) {
	port = strings.TrimLeft(port, "0")
	if port == "" {
		return 0, false
	}
	if len(port) > 6 {
		return 0, true
	}
	n, err := strconv.Atoi(port)
	return n, err != nil
}

// removePort returns the fix that removes the ':' and the port, in
// [colon, end) of the text, when scheme-based normalization shows that the
// URI stays the same (§6.2.3).
func removePort(s *sites.Site, a *sites.Parsed, scheme string, colon, end int, message string) []analysis.SuggestedFix {
	if a.Prefix != "" || scheme == "" {
		return nil // the scheme is not in sight, or not known
	}
	edit := checkutil.Edit{Start: colon, End: end}
	fixed, err := a.Parse(checkutil.Apply(s.Value.Text(), edit))
	if err != nil || !uri.Equal(a.URI, fixed) {
		return nil
	}
	fix, ok := checkutil.Fix(s, message, edit)
	if !ok {
		return nil
	}
	return []analysis.SuggestedFix{fix}
}

// connect reports whether the site is the target of a CONNECT request,
// an authority whose port is required (RFC 9110 §9.3.6).
func connect(s *sites.Site) bool {
	return s.Need.Grammar == sites.GrammarRequestTarget && !strings.Contains(s.Value.Prefix(), "/") || s.Method == "CONNECT"
}
