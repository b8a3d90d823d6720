package kuberay

import "testing"

type container struct{ Command []string }

func (c *container) WithCommand(args ...string) { c.Command = args }

func TestRayJobRetry(t *testing.T) {
	c := &container{}
	// Source: github.com/ray-project/kuberay/ray-operator/test/e2erayjob/rayjob_retry_test.go:102 (hostform: a well-formed URI with a single-label host used as an unreachable dashboard; nothing in the URI is wrong)
	c.WithCommand("ray", "job", "submit", "--address", "http://do-not-exist:8265", "--", "echo 123") // lookalike
	if len(c.Command) == 0 {
		t.Fatal("no command")
	}
}
