// Package require stands in for github.com/stretchr/testify/require: only
// what the cases call.
package require

import (
	"reflect"
	"strings"
)

// TestingT is the part of *testing.T the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("not equal: %v != %v", expected, actual)
		t.FailNow()
	}
}

func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		t.FailNow()
	}
}

func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		t.Errorf("expected an error")
		t.FailNow()
	}
}

func EqualError(t TestingT, theError error, errString string, msgAndArgs ...interface{}) {
	if theError == nil || theError.Error() != errString {
		t.Errorf("error %v is not %q", theError, errString)
		t.FailNow()
	}
}

func ErrorContains(t TestingT, theError error, contains string, msgAndArgs ...interface{}) {
	if theError == nil || !strings.Contains(theError.Error(), contains) {
		t.Errorf("error %v does not contain %q", theError, contains)
		t.FailNow()
	}
}

func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) {
	if object == nil {
		t.Errorf("expected a value")
		t.FailNow()
	}
}
