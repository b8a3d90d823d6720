// Package require is a stub of github.com/stretchr/testify/require.
package require

type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{})     {}
func NotEqual(t TestingT, expected, actual interface{}, msgAndArgs ...interface{})  {}
func NoError(t TestingT, err error, msgAndArgs ...interface{})                      {}
func Error(t TestingT, err error, msgAndArgs ...interface{})                        {}
func EqualError(t TestingT, err error, errString string, msgAndArgs ...interface{}) {}
func True(t TestingT, value bool, msgAndArgs ...interface{})                        {}
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{})              {}
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{})       {}
