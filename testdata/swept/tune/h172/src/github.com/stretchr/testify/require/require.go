// Package require is a minimal stand-in for github.com/stretchr/testify/require.
package require

import (
	"time"

	"github.com/stretchr/testify/assert"
)

// TestingT is the subset of testing.T used by the requirements.
type TestingT interface {
	Errorf(format string, args ...any)
	FailNow()
}

// NoError requires err to be nil.
func NoError(t TestingT, err error, msgAndArgs ...any) {
	if !assert.NoError(t, err, msgAndArgs...) {
		t.FailNow()
	}
}

// Error requires err to be non-nil.
func Error(t TestingT, err error, msgAndArgs ...any) {
	if !assert.Error(t, err, msgAndArgs...) {
		t.FailNow()
	}
}

// EqualError requires err to have the given message.
func EqualError(t TestingT, err error, msg string, msgAndArgs ...any) {
	if !assert.EqualError(t, err, msg, msgAndArgs...) {
		t.FailNow()
	}
}

// Equal requires two objects to be equal.
func Equal(t TestingT, expected, actual any, msgAndArgs ...any) {
	if !assert.Equal(t, expected, actual, msgAndArgs...) {
		t.FailNow()
	}
}

// Len requires object to have length n.
func Len(t TestingT, object any, n int, msgAndArgs ...any) {
	if !assert.Len(t, object, n, msgAndArgs...) {
		t.FailNow()
	}
}

// Eventually requires condition to return true within waitFor, checking every tick.
func Eventually(t TestingT, condition func() bool, waitFor, tick time.Duration, msgAndArgs ...any) {
	deadline := time.Now().Add(waitFor)
	for time.Now().Before(deadline) {
		if condition() {
			return
		}
		time.Sleep(tick)
	}
	t.Errorf("condition never satisfied %v", msgAndArgs)
	t.FailNow()
}
