// Package assert is a stub of github.com/stretchr/testify/assert.
package assert

// TestingT is the interface the assertions need.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return err == nil }

// Nil asserts that the object is nil.
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return object == nil }

// Contains asserts that s contains contains.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }
