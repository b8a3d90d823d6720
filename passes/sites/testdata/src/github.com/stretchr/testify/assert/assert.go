// Package assert stands in for github.com/stretchr/testify/assert.
package assert

// TestingT is what the assertions report to.
type TestingT interface {
	Errorf(format string, args ...any)
}

// Equal asserts that expected and actual are equal.
func Equal(t TestingT, expected, actual any, msgAndArgs ...any) bool { return expected == actual }
