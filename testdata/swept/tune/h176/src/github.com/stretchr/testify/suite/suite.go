// Package suite is a stand-in for github.com/stretchr/testify/suite.
package suite

import "testing"

// Suite holds the current *testing.T.
type Suite struct {
	t *testing.T
}

// T returns the current *testing.T.
func (s *Suite) T() *testing.T { return s.t }

// SetT sets the current *testing.T.
func (s *Suite) SetT(t *testing.T) { s.t = t }

// TestingSuite is what Run accepts.
type TestingSuite interface {
	T() *testing.T
	SetT(*testing.T)
}

// Run runs the suite.
func Run(t *testing.T, s TestingSuite) { s.SetT(t) }
