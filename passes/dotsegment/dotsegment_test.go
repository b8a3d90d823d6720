package dotsegment_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/dotsegment"
)

func TestDotsegment(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), dotsegment.Check.Analyzer(), "a")
}

func TestTestsOption(t *testing.T) {
	t.Parallel()
	a := dotsegment.Check.Analyzer()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}
