// Package require is a minimal stub of github.com/stretchr/testify/require.
package require

// TestingT is the interface the assertions report to.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// NoError requires that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {}

// NoErrorf requires that err is nil.
func NoErrorf(t TestingT, err error, msg string, args ...interface{}) {}

// Error requires that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {}

// NotNil requires that object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) {}

// Equal requires that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {}
