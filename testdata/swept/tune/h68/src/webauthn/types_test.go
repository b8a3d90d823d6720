// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "testing"

func TestConfigValidateOpaqueOrigins(t *testing.T) {
	testCases := []struct {
		name   string
		opaque []string
	}{
		{
			name: "ShouldPassEveryKnownOpaqueOriginPrefixInRPOpaqueOrigins",
			// Source: github.com/go-webauthn/webauthn/webauthn/types_test.go:222 (syntax: ms-appx package identity with an underscore is a valid reg-name for a non-DNS scheme in the opaque origins configuration)
			opaque: []string{"ms-appx://microsoft.windowscalculator_8wekyb3d8bbwe"}, // lookalike
		},
	}

	for _, tc := range testCases {
		for _, o := range tc.opaque {
			if !IsKnownOpaqueOrigin(o) {
				t.Fatalf("%s: %s", tc.name, o)
			}
		}
	}
}
