// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import "testing"

var oneLoginScenarioErrors = map[int]string{
	// Source: github.com/russellhaering/gosaml2/providertests/onelogin_test.go:137 (syntax: expected error message prose quoting two URLs, rule 4; uniform sample 1 of 3 from 9 such messages)
	51: "error validating response: Unrecognized Destination value, Expected: https://saml.sp.nope/session/sso/saml/acs/rq5jwkvb8z, Actual: https://saml.sp.nope/session/sso/saml/acs/incorrect", // lookalike
	// Source: github.com/russellhaering/gosaml2/providertests/onelogin_test.go:145 (syntax: expected error message prose quoting two URLs, rule 4; uniform sample 2 of 3 from 9 such messages)
	56: "error validating response: Unrecognized Destination value, Expected: https://saml.sp.nope/session/sso/saml/acs/rq5jwkvb8z, Actual: https://saml.sp.nope/session/sso/saml/acs/incorrect", // lookalike
	// Source: github.com/russellhaering/gosaml2/providertests/onelogin_test.go:153 (syntax: expected error message prose quoting two URLs, rule 4; uniform sample 3 of 3 from 9 such messages)
	156: "error validating response: Unrecognized Destination value, Expected: https://saml.sp.nope/session/sso/saml/acs/rq5jwkvb8z, Actual: https://saml.sp.nope/session/sso/saml/acs/incorrect", // lookalike
}

func TestOneLoginScenarios(t *testing.T) {
	for n, want := range oneLoginScenarioErrors {
		if want == "" {
			t.Fatalf("scenario %d", n)
		}
	}
}
