// Package require is a stub of github.com/stretchr/testify/require.
package require

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {}

func NoError(t TestingT, err error, msgAndArgs ...interface{}) {}

func Error(t TestingT, err error, msgAndArgs ...interface{}) {}

func ErrorContains(t TestingT, theError error, contains string, msgAndArgs ...interface{}) {}

func True(t TestingT, value bool, msgAndArgs ...interface{}) {}

func False(t TestingT, value bool, msgAndArgs ...interface{}) {}

func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) {}

func Zero(t TestingT, i interface{}, msgAndArgs ...interface{}) {}
