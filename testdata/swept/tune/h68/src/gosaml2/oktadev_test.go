// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import "testing"

var oktaScenarioErrors = map[int]string{
	// Source: github.com/russellhaering/gosaml2/providertests/oktadev_test.go:30 (syntax: expected error message prose quoting a Destination URL, rule 4)
	4: "error validating response: Unrecognized Destination value, Expected: http://dba9a5fc.ngrok.io/v1/_saml_callback, Actual: fake.identifier.example.com", // lookalike
	// Source: github.com/russellhaering/gosaml2/providertests/oktadev_test.go:31 (syntax: expected error message prose quoting an Issuer URL, rule 4)
	5: "error validating response: Unrecognized Issuer value, Expected: http://example.com/saml/acs/example, Actual: fake.identifier.example.com", // lookalike
}

func TestOktaDevScenarios(t *testing.T) {
	sp := &SAMLServiceProvider{
		// Source: github.com/russellhaering/gosaml2/providertests/oktadev_test.go:55 (plainhttp: the assertion consumer URL is only compared with the Destination of recorded responses, no request is sent)
		AssertionConsumerServiceURL: "http://dba9a5fc.ngrok.io/v1/_saml_callback", // lookalike
	}
	for n, want := range oktaScenarioErrors {
		if err := sp.ValidateEncodedResponse(""); err == nil || want == "" {
			t.Fatalf("scenario %d", n)
		}
	}
}
