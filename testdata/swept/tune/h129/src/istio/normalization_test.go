package istio

import (
	"fmt"
	"net/url"
	"testing"
)

func supportedPercentEncode(i int) bool {
	switch {
	case i == 0x2d, i == 0x2e, i == 0x2f, i == 0x5c, i == 0x5f, i == 0x7e:
		return true
	case 0x30 <= i && i <= 0x39, 0x41 <= i && i <= 0x5a, 0x61 <= i && i <= 0x7a:
		return true
	}
	return false
}

func TestNormalization(t *testing.T) {
	type expect struct {
		in, out string
	}
	var percentEncodedCases []expect
	for i := 1; i <= 0xff; i++ {
		// Source: istio.io/istio/tests/integration/security/normalization_test.go:67 (percent: a path normalization test that builds every byte as a lowercase percent-escape on purpose, to check how the proxy normalises them)
		input := fmt.Sprintf("/admin%%%.2x", i) // lookalike
		output := input
		if supportedPercentEncode(i) {
			var err error
			output, err = url.PathUnescape(input)
			if err != nil {
				t.Errorf("failed to unescape percent encoded path %s: %v", input, err)
			}
		}
		percentEncodedCases = append(percentEncodedCases, expect{in: input, out: output})
	}
	if len(percentEncodedCases) != 0xff {
		t.Fatal("wrong case count")
	}
}
