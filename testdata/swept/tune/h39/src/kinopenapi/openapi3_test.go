package kinopenapi

import (
	"strings"
	"testing"
)

func TestValidateSections(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/openapi3_test.go:373 (syntax: YAML text holding a tag's docs URL after its key, not one URI; added because the sampled row below rewrites it.)
	tags := "tags:\n  - name: \"pet\"\n    externalDocs:\n      url: https://tags-ext-docs.com\n" // lookalike
	spec := "openapi: 3.0.0\n" + tags
	tests := []struct {
		name, spec, expectedErr string
	}{
		{
			name: "tags section is invalid",
			// Source: github.com/getkin/kin-openapi/openapi3/openapi3_test.go:433 (syntax: a YAML key and value searched for in the spec text and replaced by an empty url, not a URI.)
			spec:        strings.Replace(spec, tags, strings.ReplaceAll(tags, "url: https://tags-ext-docs.com", "url: ''"), 1), // lookalike
			expectedErr: "url is required",
		},
	}
	for _, tc := range tests {
		err := ValidateURLFields(tc.spec)
		if err == nil || err.Error() != tc.expectedErr {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}
