// Package require stands in for github.com/stretchr/testify/require: only
// what the cases call.
package require

// TestingT is the interface the assertions report to.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// Equal asserts that two objects are equal and stops the test if not.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {}

// NoError asserts that err is nil and stops the test if not.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {}

// Error asserts that err is not nil and stops the test if not.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {}

// Len asserts that object has length length.
func Len(t TestingT, object interface{}, length int, msgAndArgs ...interface{}) {}
