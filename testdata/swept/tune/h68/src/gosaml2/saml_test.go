// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import "testing"

func TestSAML(t *testing.T) {
	sp := &SAMLServiceProvider{
		// Source: github.com/russellhaering/gosaml2/saml_test.go:179 (plainhttp: the Okta issuer is an entity identifier compared with the Issuer element, never requested)
		IdentityProviderIssuer: "http://www.okta.com/exk5zt0r12Edi4rD20h7", // lookalike
	}
	if err := sp.ValidateEncodedResponse(rawResponse); err == nil {
		t.Fatal("expected unsigned response to be rejected")
	}
}
