package port_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/port"
)

func TestPort(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), port.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := port.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
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
	// The // want comments of the golden file no longer hold: ignore what
	// Run says of them, and look at the diagnostics themselves.
	n := 0
	for _, r := range analysistest.Run(ignore{}, dir, port.New(), "fixed") {
		if r.Err != nil {
			t.Fatal(r.Err)
		}
		n += len(r.Diagnostics)
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%v: fixable again: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	if n == 0 {
		t.Error("no diagnostics at all: the findings without a fix should remain")
	}
}

type ignore struct{}

func (ignore) Errorf(string, ...any) {}
