// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import (
	"encoding/json"
	"testing"
)

var testAttestationOptions = []string{
	// Source: github.com/go-webauthn/webauthn/protocol/attestation_test.go:278 (syntax: JSON credential options text whose rp name is a URL, not a URI as a whole)
	`{"publicKey": {"challenge": "rWiex8xDOPfiCgyFu4BLW6vVOmXKgPwHrlMCgEs9SBA", "rp": {"name": "http://localhost:9005", "id": "localhost"}}}`, // lookalike
}

func TestAttestationOptionsDecode(t *testing.T) {
	for _, o := range testAttestationOptions {
		var v map[string]any
		if err := json.Unmarshal([]byte(o), &v); err != nil {
			t.Fatal(err)
		}
	}
}
