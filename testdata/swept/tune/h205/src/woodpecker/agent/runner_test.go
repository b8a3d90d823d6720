package agent

import (
	"errors"
	"strings"
	"testing"
)

// startStep stands in for the mocked backend's StartStep, which returns the
// error its transport made of the cancel cause.
func startStep(err error) error { return err }

func TestRunReportsCancelWithoutError(t *testing.T) {
	// The step start is aborted mid-flight once the workflow is canceled, the
	// backend surfacing whatever its transport made of the cancel cause.
	err := startStep(
		// Source: go.woodpecker-ci.org/woodpecker/v3/agent/runner_test.go:71 (syntax: a mocked transport error message with an elided URL joined to words around it, prose by rule 4)
		errors.New(`error during connect: Post "http://.../containers/x/start": Canceled`)) // lookalike
	if !strings.Contains(err.Error(), "Canceled") {
		t.Fatalf("unexpected error %v", err)
	}
}
