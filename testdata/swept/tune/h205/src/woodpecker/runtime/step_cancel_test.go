package runtime

import (
	"errors"
	"fmt"
	"testing"
)

var errCancel = errors.New("canceled")

// transportCancelErr mimics what a backend using an HTTP client returns when
// its request context is canceled: net/http surfaces context.Cause(ctx), which
// is the cancel cause the agent set, not context.Canceled.
func transportCancelErr(cause error) error {
	// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/runtime/step_cancel_test.go:41 (syntax: a mimicked transport error message with an elided URL and a %w verb joined to words around it, prose by rule 4)
	return fmt.Errorf(`error during connect: Post "http://.../containers/x/wait": %w`, cause) // lookalike
}

func TestCompleteStepCancelFallout(t *testing.T) {
	err := transportCancelErr(errCancel)
	if !errors.Is(err, errCancel) {
		t.Fatal("cause lost")
	}
}
