package sink_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sink"
)

func TestSink(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sink.New(), "a")
}
