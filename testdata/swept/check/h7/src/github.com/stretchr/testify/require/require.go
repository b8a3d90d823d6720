// Package require is a minimal stub of github.com/stretchr/testify/require.
package require

import "time"

// TestingT is the interface of *testing.T that the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{})          {}
func NoError(t TestingT, err error, msgAndArgs ...interface{})                           {}
func NoErrorf(t TestingT, err error, msg string, args ...interface{})                    {}
func Error(t TestingT, err error, msgAndArgs ...interface{})                             {}
func EqualError(t TestingT, theError error, errString string, msgAndArgs ...interface{}) {}
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{})                   {}
func Eventually(t TestingT, condition func() bool, waitFor time.Duration, tick time.Duration, msgAndArgs ...interface{}) {
}

// Assertions holds a TestingT.
type Assertions struct{ t TestingT }

func New(t TestingT) *Assertions { return &Assertions{t: t} }

func (a *Assertions) Equal(expected, actual interface{}, msgAndArgs ...interface{}) {}
func (a *Assertions) Error(err error, msgAndArgs ...interface{})                    {}
func (a *Assertions) NoError(err error, msgAndArgs ...interface{})                  {}

// ErrorAssertionFunc is a common function prototype when validating an error value.
type ErrorAssertionFunc func(TestingT, error, ...interface{})
