package hostcase

import (
	_ "embed"
	"fmt"

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
	Name:  "hostcase",
	Doc:   checkutil.Doc(doc, "hostcase", lint.SeverityWarning),
	Fix:   checkutil.FixDefault,
	Style: true,
}

// New returns a new hostcase analyzer.
func New() *analysis.Analyzer { return Check.Analyzer(run, nil) }

// Analyzer is a hostcase analyzer, for drivers that want one value.
var Analyzer = New()

func run(pass *checkutil.Pass) {
	for _, s := range pass.Sites() {
		check(pass, s)
	}
}

// parsed is a site's value parsed as a URI, and how to map its offsets
// back to the value's text.
type parsed struct {
	u      uri.URI
	text   string // the text parsed: the value's, holes as placeholders
	prefix string // what the text was parsed with in front: "//" for host[:port]
	rule   uri.Rule
}

// parse parses text, the value's text or a change of it, as p was.
func (p parsed) parse(text string) (uri.URI, error) {
	return uri.ParseRule(p.prefix+text, p.rule)
}

// parseAuthority parses the site's value as a URI with an authority whose
// delimiters are known, or, for the Host field of net/url.URL, as
// host[:port]. Holes are parsed as their placeholders; callers check that
// the bytes they judge are not in one.
func parseAuthority(s *sites.Site) (parsed, bool) {
	p := parsed{rule: uri.RuleURIReference}
	if s.Role == sites.RoleComponent {
		if s.Component != uri.ComponentHost {
			return parsed{}, false
		}
		p.prefix, p.rule = "//", uri.RuleRelativeRef
	}
	p.text = s.Value.Text()
	u, err := p.parse(p.text)
	if err != nil {
		// A hole in the port, as in "http://EXAMPLE.com:" + port + "/",
		// parses as a port when its placeholder is a digit.
		p.text = digitHoles(&s.Value)
		u, err = p.parse(p.text)
	}
	if err != nil || !u.HasAuthority() {
		return parsed{}, false // a relative reference with no authority has no host
	}
	p.u = u
	if s.Role == sites.RoleComponent {
		return p, u.Path() == "" // host[:port] alone
	}
	if !u.IsAbsolute() && (s.Role == sites.RoleRequestTarget || s.Role == sites.RoleRequestURI) {
		return parsed{}, false // "//h/p" is a path in a request-target (RFC 9112 §3.2.1)
	}
	// The delimiters that make an authority, "://" or "//", are known.
	start, _, _ := u.Offsets(uri.ComponentAuthority)
	delims := start - 2
	if u.IsAbsolute() {
		delims--
	}
	return p, !s.Value.InHole(delims, start)
}

// digitHoles returns the value's text with the bytes of every hole made
// "0".
func digitHoles(v *sites.Value) string {
	b := []byte(v.Text())
	for i := range b {
		if v.InHole(i, i+1) {
			b[i] = '0'
		}
	}
	return string(b)
}

func check(pass *checkutil.Pass, s *sites.Site) {
	p, ok := parseAuthority(s)
	if !ok {
		return
	}
	hs, he, _ := p.u.Offsets(uri.ComponentHost)
	hs, he = hs-len(p.prefix), he-len(p.prefix)
	// The host and what delimits it are known: in "http://" + user +
	// "EXAMPLE.com" or "https://API.example.com" + rest, the hole may
	// still change what the host is.
	if hs == he || s.Value.InHole(max(hs-1, 0), he+1) {
		return
	}
	text := p.text
	edits := lowercase(text, hs, he)
	if len(edits) == 0 {
		return
	}
	var fixes []analysis.SuggestedFix
	if fixed, err := p.parse(checkutil.Apply(text, edits...)); err == nil && uri.Equal(p.u, fixed) {
		if fix, ok := checkutil.Fix(s, "Lowercase the host", edits...); ok {
			fixes = append(fixes, fix)
		}
	}
	what := fmt.Sprintf("%q", checkutil.Display(s))
	if s.Role == sites.RoleComponent {
		what = "field " + s.Sink
	}
	pass.Report(s, hs, he, fmt.Sprintf("host %q of %s is not lowercase (RFC 3986 §3.2.2, §6.2.2.1)", text[hs:he], what), fixes...)
}

// lowercase returns the edits that lowercase the letters of text[start:end]
// outside percent-encodings, one for each run of uppercase letters.
func lowercase(text string, start, end int) []checkutil.Edit {
	var edits []checkutil.Edit
	for i := start; i < end; {
		switch c := text[i]; {
		case c == '%':
			i += 3 // a triplet: its hex digits are the percent check's
		case 'A' <= c && c <= 'Z':
			j := i
			for j < end && 'A' <= text[j] && text[j] <= 'Z' {
				j++
			}
			edits = append(edits, checkutil.Edit{Start: i, End: j, New: lower(text[i:j])})
			i = j
		default:
			i++
		}
	}
	return edits
}

// lower lowercases the ASCII letters of s.
func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
