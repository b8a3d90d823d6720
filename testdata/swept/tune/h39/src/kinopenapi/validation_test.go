package kinopenapi

import (
	"net/http"
	"testing"
)

type ExampleRequest struct {
	Method string
	URL    string
}

func TestFilter(t *testing.T) {
	expectWithParam := func(req ExampleRequest, param string) error {
		httpReq, err := http.NewRequest(req.Method, req.URL, nil)
		if err != nil {
			t.Fatal(err)
		}
		return ValidateContentArg(httpReq, param)
	}

	// Source: github.com/getkin/kin-openapi/openapi3filter/validation_test.go:327 (syntax: raw space, quotes and braces in the query of a request the test sends through the router and validator and expects to pass (rule 1).)
	req := ExampleRequest{Method: "POST", URL: `http://example.com/api/prefix/v/suffix?contentArg={"name":"bob", "id":"a"}`} // defect syntax
	if err := expectWithParam(req, "contentArg"); err != nil {
		t.Fatal(err)
	}

	// Source: github.com/getkin/kin-openapi/openapi3filter/validation_test.go:335 (syntax: the same raw query in a request the test expects to be rejected (rule 2a, applied literally although the rejection is for the id length).)
	req = ExampleRequest{Method: "POST", URL: `http://example.com/api/prefix/v/suffix?contentArg={"name":"bob", "id":"EXCEEDS_MAX_LENGTH"}`} // lookalike
	if err := expectWithParam(req, "contentArg"); err == nil {
		t.Fatal("want error")
	}

	// Source: github.com/getkin/kin-openapi/openapi3filter/validation_test.go:350 (syntax: raw space, quotes and braces in the query of a request the test validates with a custom decoder and expects to pass (rule 1).)
	req = ExampleRequest{Method: "POST", URL: `http://example.com/api/prefix/v/suffix?contentArg2={"name":"bob", "id":"a"}`} // defect syntax
	if err := expectWithParam(req, "contentArg2"); err != nil {
		t.Fatal(err)
	}
}
