package colonpath_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/colonpath"
)

func TestColonpath(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), colonpath.New(), "a")
}

// TestIdempotent analyzes the fixed package again: nothing fixable may be
// left.
func TestIdempotent(t *testing.T) {
	checkIdempotent(t, colonpath.New(), "a")
}

// ignore swallows the expectation errors of analysistest: the "// want"
// comments of a golden file describe the unfixed source.
type ignore struct{}

func (ignore) Errorf(string, ...any) {}

func checkIdempotent(t *testing.T, a *analysis.Analyzer, pkg string) {
	t.Helper()
	src := filepath.Join(analysistest.TestData(), "src")
	goldens, err := filepath.Glob(filepath.Join(src, pkg, "*.go.golden"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no golden files for %s: %v", pkg, err)
	}
	files := map[string]string{}
	for _, g := range goldens {
		b, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		files[pkg+"fixed/"+filepath.Base(g[:len(g)-len(".golden")])] = string(b)
	}
	stub, err := os.ReadFile(filepath.Join(src, "github.com/gin-gonic/gin/gin.go"))
	if err != nil {
		t.Fatal(err)
	}
	files["github.com/gin-gonic/gin/gin.go"] = string(stub)
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
