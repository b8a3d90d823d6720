// Package require is a stub of github.com/stretchr/testify/require.
package require

// TestingT is the interface the assertions need.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// Error asserts that a function returned an error.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		t.FailNow()
	}
}

// NoError asserts that a function returned no error.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		t.FailNow()
	}
}

// NotNil asserts that the object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) {}
