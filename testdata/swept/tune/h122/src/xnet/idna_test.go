package xnet

import (
	"testing"

	"golang.org/x/net/idna"
)

func TestProfileLookup(t *testing.T) {
	// Rewrite IDN for lookup.
	// Source: golang.org/x/net/idna/example_test.go:21 (hostcase: the upper-case host is the input whose case the IDNA Lookup profile is shown mapping; rule 2c)
	got, err := idna.Lookup.ToASCII("www.GÖPHER.com") // lookalike
	if err != nil || got == "" {
		t.Errorf("ToASCII = %q, %v", got, err)
	}
}
