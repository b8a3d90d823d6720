// Package assert is a stand-in for github.com/stretchr/testify/assert.
package assert

import (
	"errors"
	"reflect"
)

// TestingT is the subset of testing.T used.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// ErrorAssertionFunc checks an error.
type ErrorAssertionFunc func(TestingT, error, ...interface{}) bool

// Equal asserts equality.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
}

// Equalf asserts equality.
func Equalf(t TestingT, expected, actual interface{}, msg string, args ...interface{}) bool {
	return Equal(t, expected, actual)
}

// NoError asserts err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

// Error asserts err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err == nil {
		t.Errorf("expected an error")
		return false
	}
	return true
}

// ErrorIs asserts errors.Is.
func ErrorIs(t TestingT, err, target error, msgAndArgs ...interface{}) bool {
	if !errors.Is(err, target) {
		t.Errorf("error %v is not %v", err, target)
		return false
	}
	return true
}

// NotNil asserts a non-nil value.
func NotNil(t TestingT, v interface{}, msgAndArgs ...interface{}) bool {
	if v == nil || (reflect.ValueOf(v).Kind() == reflect.Ptr && reflect.ValueOf(v).IsNil()) {
		t.Errorf("expected a value")
		return false
	}
	return true
}

// Nil asserts a nil value.
func Nil(t TestingT, v interface{}, msgAndArgs ...interface{}) bool {
	if v != nil && !(reflect.ValueOf(v).Kind() == reflect.Ptr && reflect.ValueOf(v).IsNil()) {
		t.Errorf("expected nil")
		return false
	}
	return true
}
