// Package assert stands in for github.com/stretchr/testify/assert: only what
// the cases call.
package assert

import (
	"reflect"
	"strings"
)

// TestingT is the part of *testing.T the assertions use.
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

func EqualValues(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool {
	return Equal(t, expected, actual, msgAndArgs...)
}

func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

func Error(t TestingT, err error, msgAndArgs ...interface{}) bool {
	if err == nil {
		t.Errorf("expected an error")
		return false
	}
	return true
}

func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
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

func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool {
	if object == nil {
		t.Errorf("expected a value")
		return false
	}
	return true
}

func True(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if !value {
		t.Errorf("expected true")
	}
	return value
}

func False(t TestingT, value bool, msgAndArgs ...interface{}) bool {
	if value {
		t.Errorf("expected false")
	}
	return !value
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

func NotContains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool {
	a, _ := s.(string)
	b, _ := contains.(string)
	if strings.Contains(a, b) {
		t.Errorf("%q contains %q", a, b)
		return false
	}
	return true
}
