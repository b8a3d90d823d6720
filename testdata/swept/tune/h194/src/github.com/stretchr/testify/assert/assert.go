// Package assert is a stand-in for the parts of github.com/stretchr/testify/assert used here.
package assert

import (
	"reflect"
	"testing"
)

// NoError asserts that err is nil.
func NoError(t *testing.T, err error) bool {
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

// Error asserts that err is not nil.
func Error(t *testing.T, err error) bool {
	if err == nil {
		t.Errorf("expected an error")
		return false
	}
	return true
}

// EqualError asserts that err has the given message.
func EqualError(t *testing.T, err error, msg string) bool {
	if err == nil || err.Error() != msg {
		t.Errorf("error %v, want %q", err, msg)
		return false
	}
	return true
}

// Equal asserts that two values are equal.
func Equal(t *testing.T, expected, actual interface{}) bool {
	if !reflect.DeepEqual(expected, actual) {
		t.Errorf("got %v, want %v", actual, expected)
		return false
	}
	return true
}
