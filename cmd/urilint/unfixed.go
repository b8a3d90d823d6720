package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/passes/checkutil"
)

// unfixedReason says why -fix left a finding of analyzer a, in file, as
// it was.
func unfixedReason(a *analysis.Analyzer, d analysis.Diagnostic, file string) string {
	if len(d.SuggestedFixes) > 0 {
		return "its fix overlaps another"
	}
	c, ok := analyzer.Lookup(a.Name)
	if checkutil.FixWithheld(a.Name, d) {
		if ok && c.Fix == checkutil.FixDefault {
			return "its fix rewrites a constant or variable used for more than the URI: -" + a.Name + ".fix applies it"
		}
		return "its fix is opt-in, as it changes what the URI means: -" + a.Name + ".fix applies it"
	}
	switch {
	case !ok || c.Fix == checkutil.FixNone:
		return "the check has no fix for it"
	case strings.HasSuffix(file, "_test.go"):
		return "a test may mean its strings as written: no fix in _test.go files"
	}
	return "no fix keeps the URI equivalent and the code as it is"
}

// unfixedCount counts the findings a fix left, by check and reason.
type unfixedCount map[[2]string]int

func (c unfixedCount) add(a *analysis.Analyzer, d analysis.Diagnostic, file string) {
	c[[2]string{a.Name, unfixedReason(a, d, file)}]++
}

// print writes, after "urilint: " and where, how many findings remain and
// why, one line a check and reason; nothing when none remain.
func (c unfixedCount) print(w io.Writer, where string) {
	total := 0
	keys := make([][2]string, 0, len(c))
	for k, n := range c {
		keys = append(keys, k)
		total += n
	}
	if total == 0 {
		return
	}
	slices.SortFunc(keys, func(a, b [2]string) int { return strings.Compare(a[0]+"\x00"+a[1], b[0]+"\x00"+b[1]) })
	fmt.Fprintf(w, "urilint: %s%s not fixed:\n", where, plural(total, "finding"))
	for _, k := range keys {
		fmt.Fprintf(w, "\t%s: %s: %s\n", k[0], plural(c[k], "finding"), k[1])
	}
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// printUnfixed says on stderr what -fix left, and why.
func printUnfixed(w io.Writer, findings []finding, analyzers []*analysis.Analyzer) {
	c := make(unfixedCount)
	for _, f := range findings {
		a := f.analyzer
		for _, b := range analyzers {
			if b.Name == a.Name {
				a = b // the one whose flags were set
			}
		}
		c.add(a, f.diag, f.posn.Filename)
	}
	c.print(w, "")
}
