// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "testing"

func TestExtensionOptions(t *testing.T) {
	testCases := []struct {
		name     string
		option   string
		expected string
	}{
		// Source: github.com/go-webauthn/webauthn/webauthn/extensions_opt_test.go:202 (syntax: JSON client data text holding an origin, not a URI as a whole)
		{name: "WithExtensionRemoteClientDataJSON", option: WithExtensionRemoteClientDataJSON(`{"origin":"https://example.com"}`), expected: `{"origin":"https://example.com"}`}, // lookalike
	}

	for _, tc := range testCases {
		if tc.option != tc.expected {
			t.Fatal(tc.name)
		}
	}
}
