package temporalsdk

import (
	"strings"
	"testing"
)

func TestOpenDraftPR(t *testing.T) {
	var out strings.Builder
	w := worktree{out: &out, command: func(cmd string) (string, error) {
		if cmd == `gh pr create --draft --base main --head release --title "Prepare release 1.48.0"` {
			// Source: github.com/temporalio/sdk-go/internal/cmd/prepare-release/main_test.go:129 (syntax: the mocked output of gh ends in "\n" on purpose, as the command prints it; the code trims it, rule 2b)
			return "https://github.com/temporalio/sdk-go/pull/123\n", nil // lookalike
		}
		return "", nil
	}}
	if err := w.openDraftPR("1.48.0"); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "Draft PR: https://github.com/temporalio/sdk-go/pull/123\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
