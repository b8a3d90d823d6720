package baseslash_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/baseslash"
)

func TestBaseslash(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), baseslash.Check.Analyzer(), "a")
}

func TestFix(t *testing.T) {
	t.Parallel()
	a := baseslash.Check.Analyzer()
	if err := a.Flags.Set("fix", "true"); err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, "fix")
}

func TestTestsOption(t *testing.T) {
	t.Parallel()
	a := baseslash.Check.Analyzer()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}
