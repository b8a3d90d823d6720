// Package assert stands in for github.com/stretchr/testify/assert: only what
// the cases call.
package assert

// TestingT is the interface of *testing.T that assert uses.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

// EqualValues asserts that two objects are equal or convertible to the same types and equal.
func EqualValues(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}

// True asserts that the value is true.
func True(t TestingT, value bool, msgAndArgs ...interface{}) bool { return value }

// False asserts that the value is false.
func False(t TestingT, value bool, msgAndArgs ...interface{}) bool { return !value }

// NoError asserts that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return err == nil }

// Error asserts that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool { return err != nil }

// Nil asserts that the object is nil.
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return object == nil }

// NotNil asserts that the object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return object != nil }

// Contains asserts that the string, list or map contains the element.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }

// Len asserts that the object has the given length.
func Len(t TestingT, object interface{}, length int, msgAndArgs ...interface{}) bool { return true }

// ErrorContains asserts that err's message contains the substring.
func ErrorContains(t TestingT, err error, contains string, msgAndArgs ...interface{}) bool {
	return err != nil
}
