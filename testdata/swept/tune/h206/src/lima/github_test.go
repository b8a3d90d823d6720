package lima

import (
	"strings"
	"testing"
)

// A `..` in REPO or PATH reaches transformGitHubURL from a github: redirect body,
// which validateGitHubRedirect's prefix check alone does not contain.
func TestTransformGitHubURLContainment(t *testing.T) {
	t.Run("redirect body leaving the org is rejected on re-entry", func(t *testing.T) {
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/github_test.go:71 (dotsegment: an evil traversal redirect the test expects to be rejected (rules 2a and 2b))
		redirect, err := validateGitHubRedirect("github:lima-vm/../../torvalds/linux/master/evil.yaml", "lima-vm", "main", "https://example.com/x") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		_, err = transformGitHubURL(t.Context(), strings.TrimPrefix(redirect, "github:"))
		if err == nil || !strings.Contains(err.Error(), "escapes the org") {
			t.Fatalf("want escapes the org, got %v", err)
		}
	})
}
