// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"encoding/base64"
	"testing"
)

const (
	// Source: github.com/russellhaering/gosaml2/decode_response_test.go:102 (syntax: malformed assertion XML text named badInput, with attributes run together)
	badInput = `<saml2:Assertion ID="id1684056077776386493060641"IssueInstant="2019-08-12T12:00:52.718Z"Version="2.0"xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion"xmlns:xs="http://www.w3.org/2001/XMLSchema"><saml2:Issuer>http://www.okta.com/exk133onomIuOW98z357</l><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:Reference URI="#id1684056077776386493060641"></s><saml2:SubjectConfirmationData NotOnOrAfter="2019-08-12T12:05:52.718Z"Recipient="https://127.0.0.1/login"/>` // lookalike
)

func TestMalformedInput(t *testing.T) {
	sp := &SAMLServiceProvider{}
	if err := sp.ValidateEncodedResponse(base64.StdEncoding.EncodeToString([]byte(badInput))); err == nil {
		t.Fatal("expected an error")
	}
}

func TestResponseFixtures(t *testing.T) {
	for _, f := range responseFixtures {
		if f == "" {
			t.Fatal("empty fixture")
		}
	}
}
