package port_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/port"
)

func TestPort(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), port.Check.Analyzer(), "a")
}

// TestFixtures runs the check on a test whose rows are a masker's inputs.
func TestFixtures(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), port.Check.Analyzer(), "masker")
}

func TestTestsOption(t *testing.T) {
	t.Parallel()
	a := port.Check.Analyzer()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}
