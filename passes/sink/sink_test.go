package sink_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sink"
)

func TestSink(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sink.Check.Analyzer(), "a")
}

func TestRegisteredProtocol(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), sink.Check.Analyzer(), "registered")
}
