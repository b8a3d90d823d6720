// Package assert is a minimal stub of github.com/stretchr/testify/assert.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if expected != actual {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
}
