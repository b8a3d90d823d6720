// Package assert is a minimal stand-in for github.com/stretchr/testify/assert.
package assert

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// TestingT is the subset of testing.T used by the assertions.
type TestingT interface {
	Errorf(format string, args ...any)
}

// Equal asserts that two objects are equal.
func Equal(t TestingT, expected, actual any, msgAndArgs ...any) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: expected %v, actual %v %v", expected, actual, msgAndArgs)
		return false
	}
	return true
}

// NotEqual asserts that two objects differ.
func NotEqual(t TestingT, expected, actual any, msgAndArgs ...any) bool {
	if reflect.DeepEqual(expected, actual) {
		t.Errorf("should not be %v %v", actual, msgAndArgs)
		return false
	}
	return true
}

// NoError asserts that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...any) bool {
	if err != nil {
		t.Errorf("unexpected error: %v %v", err, msgAndArgs)
		return false
	}
	return true
}

// Error asserts that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...any) bool {
	if err == nil {
		t.Errorf("an error is expected %v", msgAndArgs)
		return false
	}
	return true
}

// EqualError asserts that err has the given message.
func EqualError(t TestingT, err error, msg string, msgAndArgs ...any) bool {
	if err == nil || err.Error() != msg {
		t.Errorf("error %v, want %q %v", err, msg, msgAndArgs)
		return false
	}
	return true
}

// ErrorIs asserts that errors.Is(err, target).
func ErrorIs(t TestingT, err, target error, msgAndArgs ...any) bool {
	if !errors.Is(err, target) {
		t.Errorf("error %v is not %v %v", err, target, msgAndArgs)
		return false
	}
	return true
}

// True asserts that value is true.
func True(t TestingT, value bool, msgAndArgs ...any) bool {
	if !value {
		t.Errorf("should be true %v", msgAndArgs)
	}
	return value
}

// False asserts that value is false.
func False(t TestingT, value bool, msgAndArgs ...any) bool {
	if value {
		t.Errorf("should be false %v", msgAndArgs)
	}
	return !value
}

// Nil asserts that object is nil.
func Nil(t TestingT, object any, msgAndArgs ...any) bool {
	if object == nil {
		return true
	}
	v := reflect.ValueOf(object)
	switch v.Kind() {
	case reflect.Ptr, reflect.Map, reflect.Slice, reflect.Interface, reflect.Func, reflect.Chan:
		if v.IsNil() {
			return true
		}
	}
	t.Errorf("expected nil, got %v %v", object, msgAndArgs)
	return false
}

// Empty asserts that object is empty.
func Empty(t TestingT, object any, msgAndArgs ...any) bool {
	if object == nil {
		return true
	}
	v := reflect.ValueOf(object)
	switch v.Kind() {
	case reflect.String, reflect.Map, reflect.Slice, reflect.Array, reflect.Chan:
		if v.Len() == 0 {
			return true
		}
	}
	t.Errorf("should be empty: %v %v", object, msgAndArgs)
	return false
}

// Contains asserts that s contains contains.
func Contains(t TestingT, s, contains any, msgAndArgs ...any) bool {
	if !strings.Contains(fmt.Sprint(s), fmt.Sprint(contains)) {
		t.Errorf("%v does not contain %v %v", s, contains, msgAndArgs)
		return false
	}
	return true
}

// Len asserts that object has length n.
func Len(t TestingT, object any, n int, msgAndArgs ...any) bool {
	if reflect.ValueOf(object).Len() != n {
		t.Errorf("should have %d items %v", n, msgAndArgs)
		return false
	}
	return true
}

// ElementsMatch asserts that two slices hold the same elements.
func ElementsMatch(t TestingT, listA, listB any, msgAndArgs ...any) bool {
	a, b := reflect.ValueOf(listA), reflect.ValueOf(listB)
	if a.Len() != b.Len() {
		t.Errorf("lengths differ %v", msgAndArgs)
		return false
	}
	used := make([]bool, b.Len())
	for i := 0; i < a.Len(); i++ {
		found := false
		for j := 0; j < b.Len(); j++ {
			if !used[j] && reflect.DeepEqual(a.Index(i).Interface(), b.Index(j).Interface()) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("element %v not found %v", a.Index(i).Interface(), msgAndArgs)
			return false
		}
	}
	return true
}
