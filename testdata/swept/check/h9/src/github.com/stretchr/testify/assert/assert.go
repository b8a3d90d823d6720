// Package assert is a stub of github.com/stretchr/testify/assert.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

// Error asserts that a function returned an error.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err == nil {
		t.Errorf("an error is expected but got nil")
		return false
	}
	return true
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if expected != actual {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
}

// Contains asserts that the specified string contains the specified substring.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool {
	return true
}

// False asserts that the specified value is false.
func False(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if value {
		t.Errorf("should be false")
		return false
	}
	return true
}

// Empty asserts that the specified object is empty.
func Empty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
	return true
}
