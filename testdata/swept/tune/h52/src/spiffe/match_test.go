package spiffe

import (
	"errors"
	"testing"
)

func matchID(want ID) func(ID) error {
	return func(got ID) error {
		if got != want {
			return errors.New("unexpected ID \"" + got.String() + "\"")
		}
		return nil
	}
}

func TestMatchID_AgainstIDWithPath(t *testing.T) {
	fooA := ID{td: "foo.test", path: "/A"}
	foo := ID{td: "foo.test"}
	err := matchID(fooA)(foo)
	// Source: github.com/spiffe/go-spiffe/v2/spiffeid/match_test.go:35 (syntax: an expected error message that quotes an ID between words; prose, not a URI; stratified sample, 1 of 20 such messages.)
	if want := `unexpected ID "spiffe://foo.test"`; err == nil || err.Error() != want { // lookalike
		t.Errorf("got %v, want %q", err, want)
	}
}
