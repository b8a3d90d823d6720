// Package assert is a stand-in for the parts of gotest.tools/v3/assert used here.
package assert

import "testing"

// NilError fails the test if err is not nil.
func NilError(t *testing.T, err error) {
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// Error fails the test if err is nil or its message differs from msg.
func Error(t *testing.T, err error, msg string) {
	if err == nil || err.Error() != msg {
		t.Fatalf("error %v, want %q", err, msg)
	}
}

// Check reports a failed comparison.
func Check(t *testing.T, ok bool) bool {
	if !ok {
		t.Errorf("check failed")
	}
	return ok
}
