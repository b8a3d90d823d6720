package checkutil

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"net/netip"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/passes/sites/expr"
)

// FixPolicy says whether a check suggests fixes, and whether "-fix"
// applies them.
type FixPolicy uint8

const (
	FixNone    FixPolicy = iota // no fix
	FixDefault                  // suggested and applied by -fix: it keeps the URI equivalent (RFC 3986 §6)
	FixOptIn                    // changes what the URI means: suggested only with the check's -fix option
)

func (f FixPolicy) String() string {
	switch f {
	case FixDefault:
		return "yes"
	case FixOptIn:
		return "opt-in"
	}
	return "no"
}

// Check describes one of urilint's checks. Its one handle is the
// package variable Check of its package; Analyzer makes analyzers of it.
type Check struct {
	Name string
	// Doc is the documentation, from the "# Analyzer NAME" section of the
	// check's doc.go (see ParseDoc), with Severity and NonDefault set in
	// code.
	Doc lint.RawDocumentation
	Fix FixPolicy
	// Evidence is the weakest evidence of a site that the check accepts:
	// a check of style needs to know what the string is for, while a
	// password is a finding whatever the string is for.
	Evidence sites.Evidence
	// Grammars are the grammars of the sites the check reads. A site of
	// another grammar, such as one added later, gets no look from it.
	Grammars sites.Grammar
	// Tests, if not empty, is the usage of the check's "tests" option,
	// which leaves its findings in _test.go files out when it is off,
	// but those reported with ReportInTests.
	Tests string
	// Requires are analyzers the check needs besides the sites and the
	// directives, such as inspect.Analyzer for a check that looks at
	// calls which are not sites (path.Join of a URI).
	Requires []*analysis.Analyzer
	// Run checks one package.
	Run func(*Pass)
}

// Options are the options every check may have. Each is a flag of the
// check's analyzer, "-NAME.OPTION" to a driver.
type Options struct {
	Tests bool // report in _test.go files (checks with a Tests usage)
	Fix   bool // suggest the fix (FixOptIn), or also that of a shared declaration (FixDefault)
}

// Analyzer returns a new analyzer for the check, on a site finder of its
// own. Each call returns a new analyzer with its own flags, so that
// callers (tests, drivers, plugins) do not share state; a suite of checks
// shares one finder through AnalyzerOn.
func (c *Check) Analyzer() *analysis.Analyzer { return c.AnalyzerOn(sites.NewAnalyzer()) }

// AnalyzerOn is Analyzer for a check that reads the sites of finder, a
// site finder made by sites.NewAnalyzer with its own flags (the sinks a
// configuration declares). The checks of one run share one finder.
func (c *Check) AnalyzerOn(finder *analysis.Analyzer) *analysis.Analyzer {
	opts := &Options{Tests: true}
	doc := c.Doc.Compile()
	a := &analysis.Analyzer{
		Name:     c.Name,
		Doc:      c.Name + ": " + doc.Title + "\n\n" + doc.Format(false)[len(doc.Title)+2:],
		URL:      "https://pkg.go.dev/github.com/urilint/urilint/passes/" + c.Name,
		Requires: append([]*analysis.Analyzer{finder, Directives}, c.Requires...),
	}
	if c.Tests != "" {
		a.Flags.BoolVar(&opts.Tests, "tests", true, c.Tests)
	}
	switch c.Fix {
	case FixOptIn:
		a.Flags.BoolVar(&opts.Fix, "fix", false, "suggest the fix, which changes what the URI means, so that -fix applies it")
	case FixDefault:
		a.Flags.BoolVar(&opts.Fix, "fix", false, "also suggest the fixes that rewrite a constant or variable used for more than the URI")
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		p := &Pass{Pass: pass, Check: c, Options: opts, sites: pass.ResultOf[finder].(*sites.Result)}
		c.Run(p)
		p.flush()
		// A wrong entry of the declared sinks fails one check of the
		// package, which shows why; the sites declared right are checked.
		return nil, p.sites.TakeErr()
	}
	return a
}

// Default reports whether the check runs unless it is disabled.
func (c *Check) Default() bool { return !c.Doc.NonDefault }

// Pass is an analysis.Pass with the sites the check looks at.
type Pass struct {
	*analysis.Pass
	Check   *Check
	Options *Options
	diags   []analysis.Diagnostic
	sites   *sites.Result
	decls   *declarations // made when a fix first needs it
}

// Sites returns the sites the check looks at: those of its grammars
// found on evidence it accepts, but a test's fixtures (sites.Site.Fixture):
// what a test writes odd on purpose is not a finding.
func (p *Pass) Sites() []*sites.Site {
	all := p.sites.Sites
	out := make([]*sites.Site, 0, len(all))
	for _, s := range all {
		if s.FixtureFor(p.Check.Name) {
			continue
		}
		if s.Evidence >= p.Check.Evidence && s.Need.Grammar&p.Check.Grammars != 0 {
			out = append(out, s)
		}
	}
	return out
}

// Imports reports whether the package is path or imports it, so that a
// check of calls to path's functions can skip a package that has none.
func (p *Pass) Imports(path string) bool {
	if p.Pkg.Path() == path {
		return true
	}
	for _, imp := range p.Pkg.Imports() {
		if imp.Path() == path {
			return true
		}
	}
	return false
}

// AddressURLs returns the URIs given, outside tests, where host:port is
// needed.
func (p *Pass) AddressURLs() []*sites.AddressURL { return p.sites.AddressURLs }

// Builds returns the expressions of the package that build URIs (see
// sites.Result.Builds), but for those a test builds odd on purpose
// (sites.Build.Fixture).
func (p *Pass) Builds() []*sites.Build {
	all := p.sites.Builds()
	out := make([]*sites.Build, 0, len(all))
	for _, b := range all {
		if b.Fixture == "" {
			out = append(out, b)
		}
	}
	return out
}

// Source returns the expression that e, a variable assigned once, holds:
// see sites.Result.Source.
func (p *Pass) Source(e ast.Expr) ast.Expr { return p.sites.Source(e) }

// Returns returns what is known of the values the package's function fn
// returns: see sites.Result.Returns.
func (p *Pass) Returns(fn *types.Func) ([]expr.Value, bool) { return p.sites.Returns(fn) }

// ReturnedExprs is [sites.Result.ReturnedExprs].
func (p *Pass) ReturnedExprs(fn *types.Func) ([]ast.Expr, bool) { return p.sites.ReturnedExprs(fn) }

// Args returns what every call gives the parameter e of an unexported
// function (sites.Result.Args).
func (p *Pass) Args(e ast.Expr) ([]ast.Expr, bool) { return p.sites.Args(e) }

// HoldsURL reports whether e reads a field that always holds an absolute
// URI: see sites.Result.HoldsURL.
func (p *Pass) HoldsURL(e ast.Expr) bool { return p.sites.HoldsURL(e) }

// EndsInSlash reports whether the string e surely ends in "/": see
// sites.Result.EndsInSlash.
func (p *Pass) EndsInSlash(e ast.Expr) bool { return p.sites.EndsInSlash(e) }

// FromEnv reports whether the string e may hold what the environment
// gives: see sites.Result.FromEnv.
func (p *Pass) FromEnv(e ast.Expr) bool { return p.sites.FromEnv(e) }

// Assigned returns the expressions written to the string variable v,
// and whether they are all it holds: see sites.Result.Assigned.
func (p *Pass) Assigned(v *types.Var) ([]ast.Expr, bool) { return p.sites.Assigned(v) }

// FieldWrites returns what the package writes to its own field that e
// reads (sites.Result.FieldWrites).
func (p *Pass) FieldWrites(e ast.Expr) []ast.Expr { return p.sites.FieldWrites(e) }

// FromFlag reports whether the string e is what a command-line flag
// gives (sites.Result.FromFlag).
func (p *Pass) FromFlag(e ast.Expr) bool { return p.sites.FromFlag(e) }

// Value returns what is known of the string expression e: see
// sites.Result.Value.
func (p *Pass) Value(e ast.Expr) (expr.Value, bool) {
	return p.sites.Value(e)
}

// Values returns the known texts e may have, and whether they are all of
// them: see sites.Result.Values.
func (p *Pass) Values(e ast.Expr) ([]expr.Value, bool) {
	return p.sites.Values(e)
}

// Edit is a change to the bytes [Start, End) of a site's value.
type Edit struct {
	Start, End int
	New        string
}

// Apply returns text with the edits made; they must be sorted and not
// overlap.
func Apply(text string, edits ...Edit) string {
	var b strings.Builder
	last := 0
	for _, e := range edits {
		b.WriteString(text[last:e.Start])
		b.WriteString(e.New)
		last = e.End
	}
	b.WriteString(text[last:])
	return b.String()
}

// Fix returns the fix made of edits to the site's value, or false when one
// of them cannot be made in the source exactly: it touches a hole, spans
// two literals, or cuts an escape sequence. A template is no URI yet
// (sites.Reading.Template), and a test may mean a value as written: they
// get no fix.
//
// An edit that writes into a password or another secret (Reading.Secrets)
// is refused too: the new text would show it in the fixes that -json and
// -diff print. Removing it is fine.
func Fix(s *sites.Site, message string, edits ...Edit) (analysis.SuggestedFix, bool) {
	// A test's string may be an expected value or a deliberate input,
	// which the test needs as it is written: a fix there would break it
	// or change what it tries. Findings there get no fix.
	if s.Read().Template() || s.InTest {
		return analysis.SuggestedFix{}, false
	}
	fix := analysis.SuggestedFix{Message: message}
	secrets := s.Read().Secrets()
	for _, e := range edits {
		if s.Value.InHole(e.Start, e.End) {
			return analysis.SuggestedFix{}, false
		}
		for _, r := range secrets {
			if e.New != "" && e.Start < r[1] && r[0] < max(e.End, e.Start+1) {
				return analysis.SuggestedFix{}, false
			}
		}
		pos, end, src, ok := s.Value.Edit(e.Start, e.End, e.New)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		fix.TextEdits = append(fix.TextEdits, analysis.TextEdit{Pos: pos, End: end, NewText: []byte(src)})
	}
	return fix, true
}

// Report reports a finding about the bytes [start, end) of the site's
// value, unless they are in a hole. The message gets the check's name in
// front. The same finding at the same place is reported once, however
// many sites share the literal.
func (p *Pass) Report(s *sites.Site, start, end int, message string, fixes ...analysis.SuggestedFix) {
	if s.InTest && p.Check.Tests != "" && !p.Options.Tests {
		return
	}
	p.ReportInTests(s, start, end, message, fixes...)
}

// ReportInTests is Report for a finding that is made in _test.go files
// whatever the tests option says.
func (p *Pass) ReportInTests(s *sites.Site, start, end int, message string, fixes ...analysis.SuggestedFix) {
	if s.Value.InHole(start, end) {
		return
	}
	// A long value is quoted by the bytes around the finding.
	if r := s.Read(); len(r.Quoted) > sites.MaxQuote {
		message = strings.ReplaceAll(message, r.Quoted, r.QuotedAround(start, end))
	}
	// A fix that rewrites a declaration used for more than this URI is
	// opt-in, as the -NAME.fix option of a check with a default fix says.
	if len(fixes) > 0 && p.Check.Fix == FixDefault && !p.Options.Fix {
		if why := p.sharedUse(s, fixes[0]); why != "" {
			fixes = nil
			message += " (not fixed: " + why + ")" + fmt.Sprintf(withheldFormat, p.Check.Name)
		}
	}
	pos, endPos := s.Value.Pos(start, end)
	if !pos.IsValid() {
		return
	}
	p.ReportRange(pos, endPos, message, fixes...)
}

// SkipsTest reports whether the check leaves pos alone: it is in a
// _test.go file and the check's tests option is off.
func (p *Pass) SkipsTest(pos token.Pos) bool {
	return p.Check.Tests != "" && !p.Options.Tests && p.InTest(pos)
}

// InTest reports whether pos is in a test, as the site finder judges it.
func (p *Pass) InTest(pos token.Pos) bool {
	return p.sites.InTest(pos)
}

// ReportRange reports a finding about the source range [pos, end).
// The fix of an opt-in check whose fix option is off is withheld, and the
// message says which option applies it.
func (p *Pass) ReportRange(pos, end token.Pos, message string, fixes ...analysis.SuggestedFix) {
	if slices.ContainsFunc(fixes, p.remapped) {
		fixes = nil
	}
	if p.Check.Fix == FixOptIn && !p.Options.Fix && len(fixes) > 0 {
		fixes = nil
		message += fmt.Sprintf(withheldFormat, p.Check.Name)
	}
	p.diags = append(p.diags, analysis.Diagnostic{
		Pos:            pos,
		End:            end,
		Category:       p.Check.Name,
		Message:        p.Check.Name + ": " + message,
		SuggestedFixes: fixes,
	})
}

// remapped reports whether an edit of fix falls where a //line directive
// names another file: the bytes there were made from that file, a
// template or a grammar, and an edit of them would be lost or land in
// the wrong file.
func (p *Pass) remapped(fix analysis.SuggestedFix) bool {
	for _, e := range fix.TextEdits {
		for _, pos := range []token.Pos{e.Pos, e.End} {
			if pos.IsValid() && p.Fset.PositionFor(pos, true).Filename != p.Fset.PositionFor(pos, false).Filename {
				return true
			}
		}
	}
	return false
}

const withheldFormat = " (-%s.fix fixes it)"

// FixWithheld reports whether the diagnostic has a fix that the check's
// fix option, off, withheld.
func FixWithheld(checkName string, d analysis.Diagnostic) bool {
	return len(d.SuggestedFixes) == 0 && strings.HasSuffix(d.Message, fmt.Sprintf(withheldFormat, checkName))
}

// flush reports the diagnostics, in order and without duplicates, less
// those that a //lint:ignore directive silences.
func (p *Pass) flush() {
	ig := p.ResultOf[Directives].(*Ignores)
	slices.SortStableFunc(p.diags, func(a, b analysis.Diagnostic) int {
		return cmp.Or(cmp.Compare(a.Pos, b.Pos), cmp.Compare(a.End, b.End), strings.Compare(a.Message, b.Message))
	})
	var last analysis.Diagnostic
	for i, d := range p.diags {
		// One finding per defect: the hosts of "mongodb://u:pw@h1,h2/"
		// are sites of their own, but share one password.
		if i > 0 && d.Pos == last.Pos && d.End == last.End {
			continue
		}
		if ig.Ignored(p.Fset, p.Check.Name, d.Pos) {
			continue
		}
		p.Pass.Report(d)
		last = d
	}
	p.diags = nil
}

// FileOf returns the file of the package that holds pos, or nil.
func (p *Pass) FileOf(pos token.Pos) *ast.File {
	for _, f := range p.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// UsedElsewhere reports whether the package that the call's function is
// selected from (fmt of fmt.Sprintf) is used in the call's file outside
// the call, so that a fix that removes the call leaves its import used.
func (p *Pass) UsedElsewhere(call *ast.CallExpr) bool {
	file := p.FileOf(call.Pos())
	if file == nil {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	pkgName, ok := p.TypesInfo.Uses[id].(*types.PkgName)
	if !ok {
		return false
	}
	for u, obj := range p.TypesInfo.Uses {
		if obj == pkgName && !(call.Pos() <= u.Pos() && u.Pos() < call.End()) && file.Pos() <= u.Pos() && u.Pos() < file.End() {
			return true
		}
	}
	return false
}

// IPHostPort returns where "ip:port" ends when prefix, the start of a
// value up to its first unknown part, starts with an IPv4 address or a
// bracketed IPv6 one, a ':' and a port: digits, or the unknown part that
// follows ("127.0.0.1:%d" when known is false). No URI starts so: a
// scheme begins with a letter (RFC 3986 §3.1). It returns 0 otherwise.
func IPHostPort(prefix string, known bool) int {
	colon := strings.IndexByte(prefix, ':')
	if strings.HasPrefix(prefix, "[") {
		end := strings.IndexByte(prefix, ']')
		if end < 0 || end+1 >= len(prefix) || prefix[end+1] != ':' {
			return 0
		}
		if a, err := netip.ParseAddr(prefix[1:end]); err != nil || !a.Is6() {
			return 0
		}
		colon = end + 1
	} else if colon < 0 {
		return 0
	} else if a, err := netip.ParseAddr(prefix[:colon]); err != nil || !a.Is4() {
		return 0
	}
	i := colon + 1
	for i < len(prefix) && '0' <= prefix[i] && prefix[i] <= '9' {
		i++
	}
	switch {
	case i == len(prefix) && (i > colon+1 || !known):
		return i
	case i < len(prefix) && i > colon+1 && strings.IndexByte("/?#", prefix[i]) >= 0:
		return i
	}
	return 0
}
