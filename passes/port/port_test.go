package port_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/port"
)

func TestPort(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), port.New(), "a")
}

func TestTestsOption(t *testing.T) {
	a := port.New()
	if err := a.Flags.Set("tests", "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "notests")
}
