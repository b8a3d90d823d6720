package dotsegment_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/dotsegment"
)

func TestDotsegment(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), dotsegment.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := dotsegment.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}
