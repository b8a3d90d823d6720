// Package require is a minimal stub of github.com/stretchr/testify/require.
package require

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {}

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {}

// NotNil asserts that the specified object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) {}
