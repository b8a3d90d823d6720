// Package assert is connect's own small assertion package.
package assert

import "testing"

// Nil asserts that got is nil.
func Nil(tb testing.TB, got any) {
	tb.Helper()
	if got != nil {
		tb.Fatalf("got %v, want nil", got)
	}
}

// Equal asserts that got equals want.
func Equal[T comparable](tb testing.TB, got, want T) {
	tb.Helper()
	if got != want {
		tb.Fatalf("got %v, want %v", got, want)
	}
}
