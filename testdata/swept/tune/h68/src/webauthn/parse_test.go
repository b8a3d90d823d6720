// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "testing"

func TestParseStatusReportURL(t *testing.T) {
	testCases := []struct {
		name string
		have string
		err  string
	}{
		{
			name: "ShouldFailInvalidURLWithScheme",
			// Source: github.com/go-webauthn/webauthn/metadata/parse_test.go:369 (syntax: a control byte appended to a scheme in a row named ShouldFail that expects a parse error)
			have: "https://" + string([]byte{0x7f}), // lookalike
			err:  "invalid control character in URL",
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := parseStatusURL(tc.have); err == nil {
				t.Fatalf("expected error %q", tc.err)
			}
		})
	}
}
