// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "testing"

func TestDecodeBytesRejectsX509URIHeader(t *testing.T) {
	// Source: github.com/go-webauthn/webauthn/metadata/decode_test.go:66 (syntax: JSON header text holding an x5u URL, and the test expects the decoder to reject it)
	header := `{"alg":"ES256","typ":"JWT","x5u":"https://mds.example.com/signing.pem"}` // lookalike
	if err := decodeHeader(header); err == nil {
		t.Fatal("expected x5u header to be rejected")
	}
}
