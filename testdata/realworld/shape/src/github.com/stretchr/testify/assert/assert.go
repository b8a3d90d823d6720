// Package assert is a stub of github.com/stretchr/testify/assert with the
// declarations the cases use.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// NotEmpty asserts that the specified object is not empty.
func NotEmpty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

// Contains asserts that the specified string, list or map contains the element.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }
