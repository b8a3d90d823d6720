package kinopenapi

import (
	"errors"
	"strings"
	"testing"
)

func validateExamples(text string) error {
	if strings.Contains(text, " value:") && strings.Contains(text, "externalValue:") {
		return errors.New(`example "BadUser": value and externalValue are mutually exclusive`)
	}
	return nil
}

func TestExamplesSchemaValidation(t *testing.T) {
	tests := []struct {
		name, componentExamples, errContains string
	}{
		{
			name: "value_externalValue_mutual_exclusion",
			// Source: github.com/getkin/kin-openapi/openapi3/example_validation_test.go:409 (plainhttp: an externalValue in a row that expects a validation error (rule 2a), never fetched.)
			componentExamples: "  examples:\n    BadUser:\n      value:\n        username: good\n      externalValue: 'http://example.com/examples/example'\n", // lookalike
			errContains:       "value and externalValue are mutually exclusive",
		},
	}
	for _, tc := range tests {
		err := validateExamples(tc.componentExamples)
		if err == nil || !strings.Contains(err.Error(), tc.errContains) {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}
