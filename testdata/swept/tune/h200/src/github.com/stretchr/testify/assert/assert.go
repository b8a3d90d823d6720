// Package assert is a small stand-in for github.com/stretchr/testify/assert.
package assert

import (
	"reflect"
	"strings"
)

// TestingT is the part of testing.T the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
}

func True(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if !value {
		t.Errorf("should be true")
	}
	return value
}

func False(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if value {
		t.Errorf("should be false")
	}
	return !value
}

func Error(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err == nil {
		t.Errorf("error expected")
		return false
	}
	return true
}

func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
	if object != nil && !reflect.ValueOf(object).IsNil() {
		t.Errorf("expected nil")
		return false
	}
	return true
}

func NotEmpty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
	if object == nil || reflect.ValueOf(object).IsZero() {
		t.Errorf("should not be empty")
		return false
	}
	return true
}

func IsType(t TestingT, expectedType, object interface{}, msgAndArgs ...interface{}) bool {
	if reflect.TypeOf(expectedType) != reflect.TypeOf(object) {
		t.Errorf("wrong type")
		return false
	}
	return true
}

func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool {
	a, _ := s.(string)
	b, _ := contains.(string)
	if !strings.Contains(a, b) {
		t.Errorf("%q does not contain %q", a, b)
		return false
	}
	return true
}
