package lintignore_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/lintignore"
)

func TestLintignore(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), lintignore.Check.Analyzer(), "a")
}
