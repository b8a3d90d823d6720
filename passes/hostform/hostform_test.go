package hostform_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/hostform"
)

func TestHostform(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), hostform.New(), "a")
}

// TestFixedIsStable analyzes the golden file, the fixes applied: nothing
// in it may be fixable still.
func TestFixedIsStable(t *testing.T) {
	golden, err := os.ReadFile(filepath.Join(analysistest.TestData(), "src", "a", "a.go.golden"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", "afixed")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "a.go"), golden, 0o644); err != nil {
		t.Fatal(err)
	}
	// The golden file keeps the // want comments of the findings fixed,
	// which no longer match: only what it reports matters here.
	results := analysistest.Run(discard{}, dir, hostform.New(), "afixed")
	n := 0
	for _, r := range results {
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		for _, d := range r.Diagnostics {
			n++
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%v: still fixable: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	if n == 0 {
		t.Error("no diagnostics: the findings without a fix should remain")
	}
}

type discard struct{}

func (discard) Errorf(format string, args ...any) { _ = fmt.Sprintf(format, args...) }
