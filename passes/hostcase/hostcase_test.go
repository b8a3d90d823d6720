package hostcase_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/hostcase"
)

func TestHostcase(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), hostcase.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := hostcase.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

// TestFixIdempotent analyzes the golden file, that is the package with
// every fix applied: every finding of the package has a fix, so nothing
// may be left.
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
	// The // want comments of the golden file no longer hold: ignore what
	// Run says of them, and look at the diagnostics themselves.
	for _, r := range analysistest.Run(ignore{}, dir, hostcase.New(), "fixed") {
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		for _, d := range r.Diagnostics {
			t.Errorf("%v: after the fix: %s", r.Pass.Fset.Position(d.Pos), d.Message)
		}
	}
}

type ignore struct{}

func (ignore) Errorf(string, ...any) {}
