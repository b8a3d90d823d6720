// Package require is a small stand-in for github.com/stretchr/testify/require.
package require

import "github.com/stretchr/testify/assert"

// TestingT is the part of *testing.T the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// NoError fails the test now when err is not nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if !assert.NoError(t, err, msgAndArgs...) {
		t.FailNow()
	}
}

// Error fails the test now when err is nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if !assert.Error(t, err, msgAndArgs...) {
		t.FailNow()
	}
}

// Equal fails the test now when expected and actual differ.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {
	if !assert.Equal(t, expected, actual, msgAndArgs...) {
		t.FailNow()
	}
}

// True fails the test now when v is false.
func True(t TestingT, v bool, msgAndArgs ...interface{}) {
	if !assert.True(t, v, msgAndArgs...) {
		t.FailNow()
	}
}

// ErrorAs fails the test now when errors.As(err, target) does not hold.
func ErrorAs(t TestingT, err error, target interface{}, msgAndArgs ...interface{}) {
	if !assert.ErrorAs(t, err, target, msgAndArgs...) {
		t.FailNow()
	}
}

// ErrorIs fails the test now when errors.Is(err, target) does not hold.
func ErrorIs(t TestingT, err, target error, msgAndArgs ...interface{}) {
	if !assert.ErrorIs(t, err, target, msgAndArgs...) {
		t.FailNow()
	}
}
