package sink_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sink"
)

func TestSink(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sink.New(), "a")
}

func stub(t *testing.T) string {
	b, err := os.ReadFile(filepath.Join(analysistest.TestData(), "src", "github.com", "gorilla", "websocket", "websocket.go"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
