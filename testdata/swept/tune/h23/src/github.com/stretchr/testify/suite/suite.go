// Package suite is a minimal stub of github.com/stretchr/testify/suite.
package suite

// Suite is the base of a test suite.
type Suite struct{}

func (s *Suite) Nil(object interface{}, msgAndArgs ...interface{}) bool        { return object == nil }
func (s *Suite) Nilf(object interface{}, msg string, args ...interface{}) bool { return object == nil }
