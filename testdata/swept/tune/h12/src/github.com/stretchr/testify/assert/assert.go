// Package assert is a minimal stub of github.com/stretchr/testify/assert.
package assert

// TestingT is the interface the assertions report to.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// NotEqual asserts that two objects differ.
func NotEqual(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// NoError asserts that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return err == nil }

// Error asserts that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool { return err != nil }

// Nil asserts that object is nil.
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

// NotNil asserts that object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

// Empty asserts that object is empty.
func Empty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

// Contains asserts that s contains contains.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }

// NotContains asserts that s does not contain contains.
func NotContains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }

// True asserts that value is true.
func True(t TestingT, value bool, msgAndArgs ...interface{}) bool { return value }

// False asserts that value is false.
func False(t TestingT, value bool, msgAndArgs ...interface{}) bool { return !value }

// NotEmpty asserts that object is not empty.
func NotEmpty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

// Eventually asserts that condition becomes true.
func Eventually(t TestingT, condition func() bool, waitFor, tick interface{}, msgAndArgs ...interface{}) bool {
	return true
}
