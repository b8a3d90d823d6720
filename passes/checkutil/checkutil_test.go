package checkutil_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
	"github.com/urilint/urilint/passes/sites"
)

func TestParseDoc(t *testing.T) {
	t.Parallel()
	const src = `// Package x is an example.
//
// # Analyzer x
//
// x: report examples
//
// Some text
// on two lines.
//
// Before:
//
//	f("X") // x: bad
//
// After:
//
//	f("x")
//
// # Other heading
//
// Not part of it.
package x
`
	doc := checkutil.ParseDoc(src, "x")
	if doc.Title != "report examples" {
		t.Errorf("Title = %q", doc.Title)
	}
	if doc.Text != "Some text\non two lines." {
		t.Errorf("Text = %q", doc.Text)
	}
	if doc.Before != `f("X") // x: bad` || doc.After != `f("x")` {
		t.Errorf("Before, After = %q, %q", doc.Before, doc.After)
	}
	if strings.Contains(doc.Text, "Not part") {
		t.Error("the next heading's text was taken in")
	}
}

func TestParseDocPanics(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("ParseDoc of a doc.go without the section did not panic")
		}
	}()
	checkutil.ParseDoc("// Package x.\npackage x\n", "x")
}

func TestApply(t *testing.T) {
	t.Parallel()
	got := checkutil.Apply("HTTP://h:80/", checkutil.Edit{Start: 0, End: 4, New: "http"}, checkutil.Edit{Start: 8, End: 11})
	if got != "http://h/" {
		t.Errorf("Apply = %q", got)
	}
}

// newProbe returns a check of the given fix policy that offers two fixes
// for every password: one that writes over it, which Fix must refuse,
// and one that removes it.
func newProbe(policy checkutil.FixPolicy) *analysis.Analyzer {
	c := &checkutil.Check{Name: "probe", Doc: lint.RawDocumentation{Title: "probe passwords", Text: "For tests."},
		Fix: policy, Evidence: sites.EvidenceName, Grammars: sites.GrammarAll}
	c.Run = func(p *checkutil.Pass) {
		for _, s := range p.Sites() {
			start, end, ok := s.Read().Password()
			if !ok {
				continue
			}
			var fixes []analysis.SuggestedFix
			if f, ok := checkutil.Fix(s, "Rewrite the password", checkutil.Edit{Start: start, End: end, New: "s3cr3t"}); ok {
				fixes = append(fixes, f)
			}
			if f, ok := checkutil.Fix(s, "Remove the password", checkutil.Edit{Start: start - 1, End: end}); ok {
				fixes = append(fixes, f)
			}
			p.Report(s, start, end, "password", fixes...)
		}
	}
	return c.Analyzer()
}

// TestFixPolicy checks that Fix refuses an edit that writes into a
// password, and that a check whose fix is opt-in offers it only with its
// fix option.
func TestFixPolicy(t *testing.T) {
	t.Parallel()
	optIn := newProbe(checkutil.FixOptIn)
	optInOn := newProbe(checkutil.FixOptIn)
	if err := optInOn.Flags.Set("fix", "true"); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		a     *analysis.Analyzer
		fixes int
	}{{newProbe(checkutil.FixDefault), 1}, {optIn, 0}, {optInOn, 1}} {
		n := 0
		for _, r := range analysistest.Run(t, analysistest.TestData(), tt.a, "password") {
			for _, d := range r.Diagnostics {
				n++
				if len(d.SuggestedFixes) != tt.fixes || tt.fixes > 0 && d.SuggestedFixes[0].Message != "Remove the password" {
					t.Errorf("fixes %+v, want %d, the removal", d.SuggestedFixes, tt.fixes)
				}
			}
		}
		if n == 0 {
			t.Error("no diagnostic")
		}
	}
}
