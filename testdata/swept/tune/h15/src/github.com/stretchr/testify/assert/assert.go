// Package assert is a stub of github.com/stretchr/testify/assert.
package assert

type TestingT interface {
	Errorf(format string, args ...interface{})
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { return true }
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool                  { return true }
