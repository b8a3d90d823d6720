package hostcase_test

import (
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
