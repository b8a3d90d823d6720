// Package assert is a minimal stand-in for github.com/stretchr/testify/assert.
package assert

import (
	"fmt"
	"reflect"
	"strings"
)

// TestingT is the subset of testing.TB used here.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Equal reports whether expected and actual are deeply equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
}

// Contains reports whether s contains contains.
func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool {
	if !strings.Contains(fmt.Sprint(s), fmt.Sprint(contains)) {
		t.Errorf("%v does not contain %v", s, contains)
		return false
	}
	return true
}

// NotContains reports whether s does not contain contains.
func NotContains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool {
	if strings.Contains(fmt.Sprint(s), fmt.Sprint(contains)) {
		t.Errorf("%v contains %v", s, contains)
		return false
	}
	return true
}

// True reports whether value is true.
func True(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if !value {
		t.Errorf("should be true")
	}
	return value
}

// False reports whether value is false.
func False(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if value {
		t.Errorf("should be false")
	}
	return !value
}

// NoError reports whether err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}
