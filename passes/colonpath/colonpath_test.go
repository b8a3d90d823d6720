package colonpath_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/colonpath"
)

func TestColonpath(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), colonpath.New(), "a")
}
