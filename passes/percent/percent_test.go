package percent_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/percent"
)

func TestPercent(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), percent.Check.Analyzer(), "a", "replaced")
}

func TestTestsOption(t *testing.T) {
	t.Parallel()
	a := percent.Check.Analyzer()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

func TestDoc(t *testing.T) {
	t.Parallel()
	if !strings.HasPrefix(percent.Check.Analyzer().Doc, "percent: report non-canonical percent-encodings") {
		t.Errorf("Doc = %q", percent.Check.Analyzer().Doc)
	}
}
