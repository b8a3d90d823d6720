// Package require is a minimal stub of github.com/stretchr/testify/require.
package require

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		t.FailNow()
	}
}

// NoErrorf asserts that a function returned no error.
func NoErrorf(t TestingT, err error, msg string, args ...interface{}) {
	NoError(t, err)
}

// Error asserts that a function returned an error.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		t.Errorf("expected an error")
		t.FailNow()
	}
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {
	if expected != actual {
		t.Errorf("not equal: %v != %v", expected, actual)
		t.FailNow()
	}
}
