package syntax_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/syntax"
)

func TestSyntax(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), syntax.Check.Analyzer(), "a")
}

func TestLongValue(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), syntax.Check.Analyzer(), "long", "prose", "intests", "examples", "cmdproxy")
}
