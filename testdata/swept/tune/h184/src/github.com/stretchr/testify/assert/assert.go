// Package assert is a stand-in for the parts of github.com/stretchr/testify/assert used here.
package assert

import (
	"reflect"
	"testing"
)

// Equal asserts that two values are equal.
func Equal(t *testing.T, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	t.Helper()
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v", expected, actual)
		return false
	}
	return true
}

// Error asserts that err is not nil.
func Error(t *testing.T, err error, msgAndArgs ...interface{}) bool {
	t.Helper()
	if err == nil {
		t.Errorf("expected an error")
		return false
	}
	return true
}

// Nil asserts that the value is nil.
func Nil(t *testing.T, object interface{}, msgAndArgs ...interface{}) bool {
	t.Helper()
	if object == nil {
		return true
	}
	v := reflect.ValueOf(object)
	switch v.Kind() {
	case reflect.Ptr, reflect.Interface, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan:
		if v.IsNil() {
			return true
		}
	}
	t.Errorf("expected nil, got %v", object)
	return false
}

// Contains asserts that s contains sub.
func Contains(t *testing.T, s, sub string, msgAndArgs ...interface{}) bool {
	t.Helper()
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	t.Errorf("%q does not contain %q", s, sub)
	return false
}
