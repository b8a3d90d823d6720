package schemecase_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/schemecase"
)

func TestSchemecase(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), schemecase.Check.Analyzer(), "a")
}

func TestTestsOption(t *testing.T) {
	t.Parallel()
	a := schemecase.Check.Analyzer()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

func TestIgnoreDirectives(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), schemecase.Check.Analyzer(), "ignore")
}
