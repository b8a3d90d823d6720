package plainhttp_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/plainhttp"
)

func TestPlainhttp(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), plainhttp.Check.Analyzer(), "a")
}
