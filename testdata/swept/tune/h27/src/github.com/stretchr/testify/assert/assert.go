// Package assert is a minimal stub of testify's assert.
package assert

// TestingT is what the assertions need.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Error asserts that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool { return err != nil }

// NoError asserts that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return err == nil }

// Equal asserts that two values are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	return expected == actual
}

// Contains asserts that s contains contains.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }
