package escaper_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/escaper"
)

// TestEscaper runs the check with its fix option on, as -fix would apply
// it. That the fix is held back without the option is checkutil's, and
// tested there.
func TestEscaper(t *testing.T) {
	t.Parallel()
	a := escaper.Check.Analyzer()
	if err := a.Flags.Set("fix", "true"); err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, "a")
}
