// Package require is a minimal stub of github.com/stretchr/testify/require.
package require

// TestingT is the subset of *testing.T the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

func NoError(t TestingT, err error, msgAndArgs ...interface{})                  {}
func Error(t TestingT, err error, msgAndArgs ...interface{})                    {}
func ErrorIs(t TestingT, err, target error, msgAndArgs ...interface{})          {}
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{})             {}
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{})          {}
func True(t TestingT, value bool, msgAndArgs ...interface{})                    {}
func False(t TestingT, value bool, msgAndArgs ...interface{})                   {}
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {}
