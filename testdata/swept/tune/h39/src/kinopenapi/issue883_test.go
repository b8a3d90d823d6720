package kinopenapi

import "testing"

func TestIssue883(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/issue883_test.go:16 (plainhttp: the Swagger petstore documentation server inside a YAML spec that is only loaded and marshalled, never contacted.)
	spec := "openapi: '3.0.0'\ninfo:\n  version: '1.0.0'\n  title: Swagger Petstore\nservers:\n- url: http://petstore.swagger.io/v1\npaths: {}\n" // lookalike
	if _, err := LoadFromData([]byte(spec)); err != nil {
		t.Fatal(err)
	}
}
