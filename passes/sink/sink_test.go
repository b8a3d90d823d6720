package sink_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sink"
)

func TestSink(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sink.New(), "a")
}

func TestRegisteredProtocol(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), sink.New(), "registered")
}
