package kinopenapi

import "testing"

func TestParameterEmptyContent(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/parameter_issue834_test.go:91 (plainhttp: the Swagger petstore documentation server inside a YAML spec that is only loaded and validated, never contacted.)
	spec := []byte("openapi: \"3.0.0\"\ninfo:\n  version: 1.0.0\n  title: Swagger Petstore\nservers:\n  - url: http://petstore.swagger.io/v1\npaths: {}\n") // lookalike
	if _, err := LoadFromData(spec); err != nil {
		t.Fatal(err)
	}
}
