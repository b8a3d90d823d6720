package syntax_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/syntax"
)

func TestSyntax(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), syntax.New(), "a")
}

// TestFixIdempotent analyzes the golden file, that is the package with
// every fix applied: nothing in it may be fixable again.
func TestFixIdempotent(t *testing.T) {
	golden, err := os.ReadFile(filepath.Join(analysistest.TestData(), "src", "a", "a.go.golden"))
	if err != nil {
		t.Fatal(err)
	}
	dir, cleanup, err := analysistest.WriteFiles(map[string]string{"fixed/a.go": string(golden)})
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	n := 0
	// The // want comments of the golden file no longer hold: ignore what
	// Run says of them, and look at the diagnostics themselves.
	for _, r := range analysistest.Run(ignore{}, dir, syntax.New(), "fixed") {
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		for _, d := range r.Diagnostics {
			n++
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%v: fixable again: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	if n == 0 {
		t.Error("no diagnostics left in the fixed package: the unfixable findings are gone too")
	}
}

type ignore struct{}

func (ignore) Errorf(string, ...any) {}
