package port

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

//go:embed doc.go
var doc string

// Check describes the check.
var Check = &checkutil.Check{
	Name:  "port",
	Doc:   checkutil.Doc(doc, "port", lint.SeverityWarning),
	Fix:   checkutil.FixDefault,
	Shape: true, // a default or empty port is a smell whatever the URI is for
	Style: true,
}

// New returns a new port analyzer.
func New() *analysis.Analyzer { return Check.Analyzer(run, nil) }

// Analyzer is a port analyzer, for drivers that want one value.
var Analyzer = New()

// maxPort is the largest TCP or UDP port (RFC 9293 §3.1, RFC 768).
const maxPort = 65535

// portSchemes are schemes whose port is a TCP port though the registry
// might not say so; the schemes with a known default port are the others.
var portSchemes = map[string]bool{"http": true, "https": true, "ws": true, "wss": true}

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		check(pass, s)
	}
}

// authority is what a site tells of its authority, in the offsets of its
// value's text.
type authority struct {
	u      uri.URI
	prefix string // what the text was parsed with in front: "//" for host[:port]
	scheme string // the scheme, lowercase, when it is known; "" else
	rule   uri.Rule
}

// parse parses text, the value's text or a change of it, as a was.
func (a authority) parse(text string) (uri.URI, error) {
	return uri.ParseRule(a.prefix+text, a.rule)
}

// parseAuthority parses the site's value as a URI with an authority whose
// delimiters are known, or, for the Host field of net/url.URL, as
// host[:port]. Holes are parsed as their placeholders; callers check that
// the bytes they judge are not in one.
func parseAuthority(s *sites.Site) (authority, bool) {
	text := s.Value.Text()
	if s.Role == sites.RoleComponent {
		if s.Component != uri.ComponentHost {
			return authority{}, false
		}
		u, err := uri.ParseRule("//"+text, uri.RuleRelativeRef)
		if err != nil || u.Path() != "" {
			return authority{}, false // not host[:port] alone
		}
		return authority{u: u, prefix: "//", rule: uri.RuleRelativeRef}, true
	}
	u, err := uri.ParseRule(text, uri.RuleURIReference)
	if err != nil || !u.HasAuthority() {
		return authority{}, false
	}
	if !u.IsAbsolute() && (s.Role == sites.RoleRequestTarget || s.Role == sites.RoleRequestURI) {
		return authority{}, false // "//h/p" is a path in a request-target (RFC 9112 §3.2.1)
	}
	a := authority{u: u, rule: uri.RuleURIReference}
	start, _, _ := u.Offsets(uri.ComponentAuthority)
	if s.Value.InHole(start-2, start) {
		return authority{}, false // the "//" may not be what it seems
	}
	if scheme, ok := u.Scheme(); ok && !s.Value.InHole(0, len(scheme)+1) {
		a.scheme = strings.ToLower(scheme)
	}
	return a, true
}

func check(pass *checkutil.Pass, s *sites.Site) {
	a, ok := parseAuthority(s)
	if !ok {
		return
	}
	ps, pe, ok := a.u.Offsets(uri.ComponentPort)
	if !ok {
		return
	}
	ps, pe = ps-len(a.prefix), pe-len(a.prefix)
	colon := ps - 1
	// The ':' and the port are known, and so is what ends them: in
	// "http://h:80" + rest the port may go on.
	if s.Value.InHole(colon, pe+1) {
		return
	}
	text := s.Value.Text()
	port := text[ps:pe]
	what := fmt.Sprintf("%q", checkutil.Display(s))
	if s.Role == sites.RoleComponent {
		what = "field " + s.Sink
	}
	sch, known := uri.LookupScheme(a.scheme)
	known = known && a.scheme != ""

	if port == "" {
		fixes := removePort(s, a, colon, pe, "Remove the empty port")
		pass.Report(s, colon, pe, fmt.Sprintf("empty port in %s (RFC 3986 §3.2.3)", what), fixes...)
		return
	}
	n, big := portNumber(port)
	switch {
	case big || n > maxPort:
		if s.Role == sites.RoleComponent || portSchemes[a.scheme] || known && sch.DefaultPort != 0 {
			pass.Report(s, colon, pe, fmt.Sprintf("port %q of %s is above %d, the largest TCP or UDP port (RFC 3986 §3.2.3)", port, what, maxPort))
		}
	case known && sch.DefaultPort != 0 && n == int(sch.DefaultPort) && s.Role != sites.RoleComponent:
		fixes := removePort(s, a, colon, pe, "Remove the default port")
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
func removePort(s *sites.Site, a authority, colon, end int, message string) []analysis.SuggestedFix {
	if s.Role == sites.RoleComponent || a.scheme == "" {
		return nil // the scheme is not in sight, or not known
	}
	edit := checkutil.Edit{Start: colon, End: end}
	fixed, err := a.parse(checkutil.Apply(s.Value.Text(), edit))
	if err != nil || !uri.Equal(a.u, fixed) {
		return nil
	}
	fix, ok := checkutil.Fix(s, message, edit)
	if !ok {
		return nil
	}
	return []analysis.SuggestedFix{fix}
}
