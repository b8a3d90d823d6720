package percent_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/percent"
)

func TestPercent(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), percent.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := percent.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

func TestDoc(t *testing.T) {
	if !strings.HasPrefix(percent.Analyzer.Doc, "percent: report non-canonical percent-encodings") {
		t.Errorf("Doc = %q", percent.Analyzer.Doc)
	}
}

// TestIdempotent analyzes the fixed package again: nothing fixable may be
// left.
func TestIdempotent(t *testing.T) {
	checkIdempotent(t, percent.New(), "a")
}

// ignore swallows the expectation errors of analysistest: the "// want"
// comments of a golden file describe the unfixed source.
type ignore struct{}

func (ignore) Errorf(string, ...any) {}

func checkIdempotent(t *testing.T, a *analysis.Analyzer, pkg string) {
	t.Helper()
	goldens, err := filepath.Glob(filepath.Join(analysistest.TestData(), "src", pkg, "*.go.golden"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no golden files for %s: %v", pkg, err)
	}
	files := make(map[string]string)
	for _, g := range goldens {
		b, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		files[pkg+"fixed/"+filepath.Base(g[:len(g)-len(".golden")])] = string(b)
	}
	dir, cleanup, err := analysistest.WriteFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	for _, r := range analysistest.Run(ignore{}, dir, a, pkg+"fixed") {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%s: fixable after the fixes: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}
