// Package checkutil is what urilint's checks share: their documentation,
// their options, and the reporting of findings about the bytes of a site.
package checkutil

import (
	"cmp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
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

// Check describes one of urilint's checks.
type Check struct {
	Name string
	// Doc is the documentation, from the "# Analyzer NAME" section of the
	// check's doc.go (see ParseDoc), with Since, Severity and NonDefault
	// set in code.
	Doc lint.RawDocumentation
	Fix FixPolicy
	// Shape: the check also looks at sites found by shape alone, where it
	// is certain of its finding whatever the string is for.
	Shape bool
	// Style: the finding is about form, not meaning; the "tests" option
	// can keep it out of _test.go files.
	Style bool
	// Tests: the check has the "tests" option although it is not of
	// style, for findings that tests make on purpose (fixture passwords).
	Tests bool
}

// hasTestsOption reports whether the check has the "tests" option.
func (c *Check) hasTestsOption() bool { return c.Style || c.Tests }

// Options are the options every check may have. Each is a flag of the
// check's analyzer, "-NAME.OPTION" to a driver.
type Options struct {
	Tests bool // report in _test.go files (Style checks)
	Fix   bool // suggest the fix (FixOptIn checks)
}

// Analyzer returns a new analyzer for c that calls run for each package.
// Each call returns a new analyzer with its own flags, so that callers
// (tests, drivers, plugins) do not share state. extraFlags, if not nil,
// registers the check's own options.
func (c *Check) Analyzer(run func(*Pass), extraFlags func(*analysis.Analyzer)) *analysis.Analyzer {
	opts := &Options{Tests: true}
	doc := c.Doc.Compile()
	a := &analysis.Analyzer{
		Name:     c.Name,
		Doc:      c.Name + ": " + doc.Title + "\n\n" + doc.Format(false)[len(doc.Title)+2:],
		URL:      "https://pkg.go.dev/github.com/urilint/urilint/passes/" + c.Name,
		Requires: []*analysis.Analyzer{sites.Analyzer},
	}
	if c.hasTestsOption() {
		a.Flags.BoolVar(&opts.Tests, "tests", true, "also report in _test.go files")
	}
	if c.Fix == FixOptIn {
		a.Flags.BoolVar(&opts.Fix, "fix", false, "suggest the fix, which changes what the URI means, so that -fix applies it")
	}
	if extraFlags != nil {
		extraFlags(a)
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		p := &Pass{Pass: pass, Check: c, Options: opts}
		run(p)
		p.flush()
		return nil, nil
	}
	return a
}

// Pass is an analysis.Pass with the sites the check looks at.
type Pass struct {
	*analysis.Pass
	Check   *Check
	Options *Options
	diags   []analysis.Diagnostic
}

// Sites returns the sites the check looks at: all of them for a check
// that takes sites found by shape, the others else; none from test files
// when the check is of style and its tests option is off.
func (p *Pass) Sites() []*sites.Site {
	all := p.ResultOf[sites.Analyzer].(*sites.Result).Sites
	out := make([]*sites.Site, 0, len(all))
	for _, s := range all {
		if s.Role == sites.RoleShape && !p.Check.Shape {
			continue
		}
		if s.InTest && p.Check.hasTestsOption() && !p.Options.Tests {
			continue
		}
		out = append(out, s)
	}
	return out
}

// Display returns the site's value as messages quote it: holes shown as
// "…" and the password of a userinfo as "***" (RFC 3986 §7.5).
func Display(s *sites.Site) string {
	text := s.Value.Display()
	if s.Role == sites.RoleComponent && s.Component == uri.ComponentUserinfo {
		// A bare userinfo, "user:password", as url.UserPassword makes it.
		return strings.TrimSuffix(uri.Redact("//" + text + "@")[2:], "@")
	}
	return uri.Redact(text)
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
// two literals, or cuts an escape sequence.
//
// An edit that writes into a password is refused too: the new text would
// show it in the fixes that -json and -diff print. Removing it is fine.
func Fix(s *sites.Site, message string, edits ...Edit) (analysis.SuggestedFix, bool) {
	fix := analysis.SuggestedFix{Message: message}
	pwStart, pwEnd, hasPassword := uri.PasswordRange(s.Value.Text())
	for _, e := range edits {
		if s.Value.InHole(e.Start, e.End) {
			return analysis.SuggestedFix{}, false
		}
		if hasPassword && e.New != "" && e.Start < pwEnd && pwStart < max(e.End, e.Start+1) {
			return analysis.SuggestedFix{}, false
		}
		te, ok := s.Value.Edit(e.Start, e.End, e.New)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		fix.TextEdits = append(fix.TextEdits, te)
	}
	return fix, true
}

// Report reports a finding about the bytes [start, end) of the site's
// value, unless they are in a hole. The message gets the check's name in
// front. The same finding at the same place is reported once, however
// many sites share the literal.
func (p *Pass) Report(s *sites.Site, start, end int, message string, fixes ...analysis.SuggestedFix) {
	if s.Value.InHole(start, end) {
		return
	}
	pos, endPos := s.Value.Pos(start, end)
	if !pos.IsValid() {
		return
	}
	if p.Check.Fix == FixOptIn && !p.Options.Fix {
		fixes = nil
	}
	p.diags = append(p.diags, analysis.Diagnostic{
		Pos:            pos,
		End:            endPos,
		Category:       p.Check.Name,
		Message:        p.Check.Name + ": " + message,
		SuggestedFixes: fixes,
	})
}

// flush reports the diagnostics, in order and without duplicates, less
// those that a //lint:ignore directive silences.
func (p *Pass) flush() {
	res := p.ResultOf[sites.Analyzer].(*sites.Result)
	slices.SortStableFunc(p.diags, func(a, b analysis.Diagnostic) int {
		return cmp.Or(cmp.Compare(a.Pos, b.Pos), cmp.Compare(a.End, b.End), strings.Compare(a.Message, b.Message))
	})
	var last analysis.Diagnostic
	for i, d := range p.diags {
		if i > 0 && d.Pos == last.Pos && d.End == last.End && d.Message == last.Message {
			continue
		}
		if res.Ignored(p.Fset, p.Check.Name, d.Pos) {
			continue
		}
		p.Pass.Report(d)
		last = d
	}
	p.diags = nil
}
