// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "testing"

func TestBeginRegistrationOrigin(t *testing.T) {
	testCases := []struct {
		name   string
		origin string
		err    string
	}{
		// Source: github.com/go-webauthn/webauthn/webauthn/registration_test.go:1423 (syntax: expected error message prose that quotes an origin, rule 4)
		{name: "ShouldRejectAnOriginWhichIsNotConfigured", origin: "https://c.example.com", err: "error generating credential creation: the ceremony origin 'https://c.example.com' must be one of the origins in the 'RPOrigins' configuration"}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			err := beginRegistrationOrigin(tc.origin, nil)
			if err == nil || err.Error() != tc.err {
				t.Fatalf("got %v", err)
			}
		})
	}
}
