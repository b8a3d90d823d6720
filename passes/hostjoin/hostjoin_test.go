package hostjoin_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/hostjoin"
)

func TestHostjoin(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), hostjoin.Check.Analyzer(), "a", "intests", "grpctarget", "portpart", "address")
}

func TestTestsOption(t *testing.T) {
	t.Parallel()
	a := hostjoin.Check.Analyzer()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

func TestFix(t *testing.T) {
	t.Parallel()
	a := hostjoin.Check.Analyzer()
	if err := a.Flags.Set("fix", "true"); err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, "fix", "fixalone", "portpart")
}
