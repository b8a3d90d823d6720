// Package check is a minimal stub of gopkg.in/check.v1.
package check

import "testing"

// C is the per-test context.
type C struct{ t *testing.T }

// Checker checks a value.
type Checker interface {
	Check(params []interface{}) bool
}

type equals struct{}

func (equals) Check(p []interface{}) bool { return len(p) == 2 && p[0] == p[1] }

type notNil struct{}

func (notNil) Check(p []interface{}) bool { return len(p) == 1 && p[0] != nil }

type isNil struct{}

func (isNil) Check(p []interface{}) bool { return len(p) == 1 && p[0] == nil }

// Equals checks that two values are equal.
var Equals Checker = equals{}

// NotNil checks that a value is not nil.
var NotNil Checker = notNil{}

// IsNil checks that a value is nil.
var IsNil Checker = isNil{}

// Assert fails the test if the checker does not pass.
func (c *C) Assert(obtained interface{}, checker Checker, args ...interface{}) {
	if !checker.Check(append([]interface{}{obtained}, args...)) {
		c.t.Fatal("assertion failed")
	}
}

// Suite registers a suite.
func Suite(suite interface{}) interface{} { return suite }

// TestingT runs the registered suites.
func TestingT(t *testing.T) {}
