package percent_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/percent"
)

func TestPercent(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), percent.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := percent.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}

func TestDoc(t *testing.T) {
	if !strings.HasPrefix(percent.Analyzer.Doc, "percent: report non-canonical percent-encodings") {
		t.Errorf("Doc = %q", percent.Analyzer.Doc)
	}
}
