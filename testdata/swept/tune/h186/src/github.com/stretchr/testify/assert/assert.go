// Package assert is a small stand-in for github.com/stretchr/testify/assert.
package assert

import (
	"errors"
	"reflect"
	"strings"
)

// TestingT is the part of *testing.T the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal asserts that expected and actual are deeply equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v %v", expected, actual, msgAndArgs)
		return false
	}
	return true
}

// NotEqual asserts that expected and actual differ.
func NotEqual(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if reflect.DeepEqual(expected, actual) {
		t.Errorf("equal: %v %v", expected, msgAndArgs)
		return false
	}
	return true
}

// Contains asserts that s contains sub.
func Contains(t TestingT, s, sub string, msgAndArgs ...interface{}) bool {
	if !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q %v", s, sub, msgAndArgs)
		return false
	}
	return true
}

// NotContains asserts that s does not contain sub.
func NotContains(t TestingT, s, sub string, msgAndArgs ...interface{}) bool {
	if strings.Contains(s, sub) {
		t.Errorf("%q contains %q %v", s, sub, msgAndArgs)
		return false
	}
	return true
}

// True asserts that v is true.
func True(t TestingT, v bool, msgAndArgs ...interface{}) bool {
	if !v {
		t.Errorf("should be true %v", msgAndArgs)
	}
	return v
}

// False asserts that v is false.
func False(t TestingT, v bool, msgAndArgs ...interface{}) bool {
	if v {
		t.Errorf("should be false %v", msgAndArgs)
	}
	return !v
}

// NoError asserts that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err != nil {
		t.Errorf("unexpected error %v %v", err, msgAndArgs)
		return false
	}
	return true
}

// Error asserts that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err == nil {
		t.Errorf("expected an error %v", msgAndArgs)
		return false
	}
	return true
}

// ErrorAs asserts that errors.As(err, target) holds.
func ErrorAs(t TestingT, err error, target interface{}, msgAndArgs ...interface{}) bool {
	if !errors.As(err, target) {
		t.Errorf("error %v is not of the target type %v", err, msgAndArgs)
		return false
	}
	return true
}

// ErrorIs asserts that errors.Is(err, target) holds.
func ErrorIs(t TestingT, err, target error, msgAndArgs ...interface{}) bool {
	if !errors.Is(err, target) {
		t.Errorf("error %v is not %v %v", err, target, msgAndArgs)
		return false
	}
	return true
}

// Empty asserts that s is empty.
func Empty(t TestingT, s string, msgAndArgs ...interface{}) bool {
	if s != "" {
		t.Errorf("%q should be empty %v", s, msgAndArgs)
		return false
	}
	return true
}
