package indigo

import (
	"reflect"
	"testing"
)

// asserter stands in for testify's assert.Assertions.
type asserter struct{ t *testing.T }

func newAssert(t *testing.T) *asserter { return &asserter{t} }

func (a *asserter) Equal(want, got any) {
	a.t.Helper()
	if !reflect.DeepEqual(want, got) {
		a.t.Errorf("want %v, got %v", want, got)
	}
}

func (a *asserter) NoError(err error) {
	a.t.Helper()
	if err != nil {
		a.t.Errorf("unexpected error: %v", err)
	}
}

func (a *asserter) Error(err error) {
	a.t.Helper()
	if err == nil {
		a.t.Errorf("expected an error")
	}
}

func (a *asserter) True(v bool) {
	a.t.Helper()
	if !v {
		a.t.Errorf("expected true")
	}
}

func (a *asserter) False(v bool) {
	a.t.Helper()
	if v {
		a.t.Errorf("expected false")
	}
}
