package schemecase_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/schemecase"
)

func TestSchemecase(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), schemecase.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := schemecase.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

func TestIgnoreDirectives(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), schemecase.New(), "ignore")
}
