package kinopenapi

import "testing"

func TestValidationErrorMutuallyExclusiveLicense(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/validation_error_test.go:592 (hostform: a license URL in a case that expects the url/identifier conflict error (rule 2a), a single-label host being beside the point.)
	lic := &License{Name: "MIT", URL: "https://x", Identifier: "MIT"} // lookalike
	if err := lic.Validate(); err == nil {
		t.Fatal("want error")
	}
}

func TestValidationErrorOAuthFlowField(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/validation_error_test.go:1999 (syntax: a refreshUrl with no scheme in a scheme named Bad that the test expects validation to reject (rule 2a, 2b).)
	doc := "components:\n  securitySchemes:\n    Bad:\n      type: oauth2\n      flows:\n        password:\n          tokenUrl: https://example.com/token\n          refreshUrl: \"://not a url\"\n" // lookalike
	if err := ValidateURLFields(doc); err == nil {
		t.Fatal("want error")
	}
}
