// Package assert is a stand-in for github.com/stretchr/testify/assert.
package assert

import "reflect"

// TestingT is the interface the assertions report to.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Nil asserts that object is nil.
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
	if object != nil && !reflect.ValueOf(object).IsNil() {
		t.Errorf("expected nil: %v %v", object, msgAndArgs)
		return false
	}
	return true
}

// NotNil asserts that object is not nil.
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
	if object == nil || reflect.ValueOf(object).IsNil() {
		t.Errorf("expected not nil: %v", msgAndArgs)
		return false
	}
	return true
}

// Equal asserts that expected and actual are equal.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v %v", expected, actual, msgAndArgs)
		return false
	}
	return true
}
