// Package require stands in for github.com/stretchr/testify/require: only
// what the cases call.
package require

// TestingT is the interface of *testing.T that require uses.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// NoError asserts that err is nil, and stops the test if not.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		t.FailNow()
	}
}

// Error asserts that err is not nil, and stops the test if not.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		t.FailNow()
	}
}

// ErrorContains asserts that err's message contains the substring.
func ErrorContains(t TestingT, err error, contains string, msgAndArgs ...interface{}) {
	if err == nil {
		t.FailNow()
	}
}

// Len asserts that the object has the given length.
func Len(t TestingT, object interface{}, length int, msgAndArgs ...interface{}) {}

// NotNil asserts that the object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) {}
