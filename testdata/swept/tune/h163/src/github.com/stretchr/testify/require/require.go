// Package require is a stand-in for github.com/stretchr/testify/require.
package require

import (
	"reflect"
	"testing"
	"time"
)

// NoError fails the test when err is not nil.
func NoError(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// Error fails the test when err is nil.
func Error(t testing.TB, err error) {
	t.Helper()
	if err == nil {
		t.Fatal("expected an error")
	}
}

// EqualError fails the test when err does not have the message msg.
func EqualError(t testing.TB, err error, msg string) {
	t.Helper()
	if err == nil || err.Error() != msg {
		t.Fatalf("expected error %q, got %v", msg, err)
	}
}

// ErrorContains fails the test when err does not contain msg.
func ErrorContains(t testing.TB, err error, msg string) {
	t.Helper()
	if err == nil {
		t.Fatalf("expected error containing %q", msg)
	}
}

// Equal fails the test when expected and actual differ.
func Equal(t testing.TB, expected, actual any) {
	t.Helper()
	if !reflect.DeepEqual(expected, actual) {
		t.Fatalf("expected %v, got %v", expected, actual)
	}
}

// True fails the test when v is false.
func True(t testing.TB, v bool) {
	t.Helper()
	if !v {
		t.Fatal("expected true")
	}
}

// False fails the test when v is true.
func False(t testing.TB, v bool) {
	t.Helper()
	if v {
		t.Fatal("expected false")
	}
}

// Empty fails the test when v is not empty.
func Empty(t testing.TB, v any) {
	t.Helper()
}

// NotEmpty fails the test when v is empty.
func NotEmpty(t testing.TB, v any) {
	t.Helper()
}

// Eventually fails the test when cond does not become true in time.
func Eventually(t testing.TB, cond func() bool, waitFor time.Duration, tick time.Duration) {
	t.Helper()
	deadline := time.Now().Add(waitFor)
	for time.Now().Before(deadline) {
		if cond() {
			return
		}
		time.Sleep(tick)
	}
	t.Fatal("condition never satisfied")
}

// Nil fails the test when v is not nil.
func Nil(t testing.TB, v any) {
	t.Helper()
	if v != nil && !reflect.ValueOf(v).IsZero() {
		t.Fatalf("expected nil, got %v", v)
	}
}

// Greater fails the test when a is not greater than b.
func Greater(t testing.TB, a, b uint64) {
	t.Helper()
	if a <= b {
		t.Fatalf("expected %v > %v", a, b)
	}
}
