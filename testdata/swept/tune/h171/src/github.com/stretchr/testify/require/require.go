// Package require is a stand-in for the parts of testify's require used by the rewritten cases.
package require

import (
	"errors"
	"reflect"
	"strings"
)

// TestingT is the subset of *testing.T used here.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

func fail(t TestingT, msg string, args ...interface{}) {
	t.Errorf(msg, args...)
	t.FailNow()
}

// Equal asserts that two values are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {
	if !reflect.DeepEqual(expected, actual) {
		fail(t, "not equal: %v != %v", expected, actual)
	}
}

// NoError asserts err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		fail(t, "unexpected error: %v", err)
	}
}

// Error asserts err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		fail(t, "expected an error")
	}
}

// ErrorIs asserts errors.Is(err, target).
func ErrorIs(t TestingT, err, target error, msgAndArgs ...interface{}) {
	if !errors.Is(err, target) {
		fail(t, "error %v is not %v", err, target)
	}
}

// ErrorContains asserts the error text contains s.
func ErrorContains(t TestingT, err error, s string, msgAndArgs ...interface{}) {
	if err == nil || !strings.Contains(err.Error(), s) {
		fail(t, "error %v does not contain %q", err, s)
	}
}

// Contains asserts that a string or a string slice contains elem.
func Contains(t TestingT, s interface{}, elem interface{}, msgAndArgs ...interface{}) {
	switch v := s.(type) {
	case string:
		if !strings.Contains(v, elem.(string)) {
			fail(t, "%q does not contain %q", v, elem)
		}
	case []string:
		for _, x := range v {
			if x == elem {
				return
			}
		}
		fail(t, "%v does not contain %q", v, elem)
	}
}

// NotEmpty asserts that a string is not empty.
func NotEmpty(t TestingT, s string, msgAndArgs ...interface{}) {
	if s == "" {
		fail(t, "empty")
	}
}
