// Package assert is a stub of github.com/stretchr/testify/assert.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return err == nil }

// True asserts that the specified value is true.
func True(t TestingT, value bool, msgAndArgs ...interface{}) bool { return value }
