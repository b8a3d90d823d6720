// Package assert is a stub of github.com/stretchr/testify/assert.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }

func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool { return err == nil }

func Error(t TestingT, err error, msgAndArgs ...interface{}) bool { return err != nil }

func ErrorContains(t TestingT, theError error, contains string, msgAndArgs ...interface{}) bool {
	return theError != nil
}

func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return object == nil }

func Empty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { return true }

func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }

func NotContains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { return true }

func True(t TestingT, value bool, msgAndArgs ...interface{}) bool { return value }

func False(t TestingT, value bool, msgAndArgs ...interface{}) bool { return !value }
