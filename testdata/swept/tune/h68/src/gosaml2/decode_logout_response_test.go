// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"encoding/base64"
	"testing"
)

// Source: github.com/russellhaering/gosaml2/decode_logout_response_test.go:27 (syntax: logout response XML text with Destination and Issuer URLs, which the test expects to be rejected as unsigned)
const unsignedLogoutResponseXML = `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a1b2c3" Version="2.0" Destination="https://sp.example.com/slo" InResponseTo="_req123"><saml:Issuer>https://idp.example.com</saml:Issuer></samlp:LogoutResponse>` // lookalike

func TestValidateEncodedLogoutResponsePOSTRejectsUnsigned(t *testing.T) {
	sp := &SAMLServiceProvider{}
	encoded := base64.StdEncoding.EncodeToString([]byte(unsignedLogoutResponseXML))
	if err := sp.ValidateEncodedResponse(encoded); err == nil {
		t.Fatal("expected unsigned logout response to be rejected")
	}
}
