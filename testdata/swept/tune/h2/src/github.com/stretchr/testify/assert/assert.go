// Package assert is a stub of github.com/stretchr/testify/assert.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if expected != actual {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
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
		t.Errorf("expected an error")
		return false
	}
	return true
}

// True asserts that the value is true.
func True(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if !value {
		t.Errorf("should be true")
	}
	return value
}

// False asserts that the value is false.
func False(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if value {
		t.Errorf("should be false")
	}
	return !value
}
