// Package require is a minimal stand-in for github.com/stretchr/testify/require.
package require

import (
	"reflect"
)

// TestingT is the subset of testing.TB used here.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// Equal fails the test when expected and actual differ.
func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v", expected, actual)
		t.FailNow()
	}
}

// NoError fails the test when err is not nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		t.FailNow()
	}
}

// Error fails the test when err is nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		t.Errorf("expected an error")
		t.FailNow()
	}
}

// EqualError fails the test when err is nil or its text differs.
func EqualError(t TestingT, err error, errString string, msgAndArgs ...interface{}) {
	if err == nil || err.Error() != errString {
		t.Errorf("expected error %q, got %v", errString, err)
		t.FailNow()
	}
}

// Nil fails the test when object is not nil.
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) {
	if object == nil {
		return
	}
	v := reflect.ValueOf(object)
	switch v.Kind() {
	case reflect.Ptr, reflect.Interface, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan:
		if v.IsNil() {
			return
		}
	}
	t.Errorf("expected nil, got %v", object)
	t.FailNow()
}

// True fails the test when value is false.
func True(t TestingT, value bool, msgAndArgs ...interface{}) {
	if !value {
		t.Errorf("should be true")
		t.FailNow()
	}
}
