// Package require is a minimal stub of testify's require.
package require

// TestingT is what the assertions need.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// Error requires that err is not nil.
func Error(t TestingT, err error, msgAndArgs ...interface{}) {
	if err == nil {
		t.FailNow()
	}
}

// NoError requires that err is nil.
func NoError(t TestingT, err error, msgAndArgs ...interface{}) {
	if err != nil {
		t.FailNow()
	}
}
