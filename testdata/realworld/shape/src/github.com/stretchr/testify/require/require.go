// Package require is a stub of github.com/stretchr/testify/require with the
// declarations the cases use.
package require

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {}

// Error asserts that a function returned an error.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {}

// ErrorIs asserts that at least one of the errors in err's chain matches target.
func ErrorIs(t TestingT, err error, target error, msgAndArgs ...interface{}) {}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) {}

// ElementsMatch asserts that the two lists hold the same elements.
func ElementsMatch(t TestingT, listA interface{}, listB interface{}, msgAndArgs ...interface{}) {}
