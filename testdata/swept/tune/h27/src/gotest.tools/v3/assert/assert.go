// Package assert is a minimal stub of gotest.tools/v3/assert.
package assert

// TestingT is what the assertions need.
type TestingT interface {
	FailNow()
	Fail()
	Log(args ...interface{})
}

// NilError fails the test when err is not nil.
func NilError(t TestingT, err error, msgAndArgs ...interface{}) {}

// Error fails the test when err is nil or its message differs.
func Error(t TestingT, err error, expected string, msgAndArgs ...interface{}) {}

// ErrorContains fails the test when err does not contain substring.
func ErrorContains(t TestingT, err error, substring string, msgAndArgs ...interface{}) {}

// Equal fails the test when x != y.
func Equal(t TestingT, x, y interface{}, msgAndArgs ...interface{}) {}
