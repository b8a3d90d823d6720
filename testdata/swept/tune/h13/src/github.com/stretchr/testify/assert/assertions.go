// Package assert is a minimal stub of github.com/stretchr/testify/assert.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// NotEqual asserts that two objects are not equal.
func NotEqual(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// Contains asserts that the specified string contains the specified substring.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return true }

// Error asserts that a function returned an error.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool { return true }

// Errorf asserts that a function returned an error.
func Errorf(t TestingT, err error, msg string, args ...interface{}) bool { return true }

// Nil asserts that the specified object is nil.
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

// NotEmpty asserts that the specified object is not empty.
func NotEmpty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }
