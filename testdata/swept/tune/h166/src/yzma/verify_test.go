package yzma

import "testing"

// blockNightlyTag points the nightly tag asset at a port that does not answer, so an
// unwanted lookup fails the test instead of reaching GitHub.
func blockNightlyTag(t *testing.T) {
	t.Helper()

	original := nightlyTagURL
	// Source: github.com/hybridgroup/yzma/pkg/download/verify_test.go:183 (port: port 0 on loopback is in range and well formed, chosen so the lookup fails without a broken URI)
	nightlyTagURL = "http://127.0.0.1:0/%s/nightly-tag.txt" // lookalike
	t.Cleanup(func() { nightlyTagURL = original })
}

func TestNightlyTagIsBlocked(t *testing.T) {
	blockNightlyTag(t)
	if _, err := getNightlyTag("v0.3.0"); err == nil {
		t.Error("getNightlyTag reached a server that should not answer")
	}
}
