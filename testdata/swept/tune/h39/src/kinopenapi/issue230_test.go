package kinopenapi

import "testing"

func TestOpenAPI31NewFeatures(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/issue230_test.go:145 (syntax: YAML document text with a jsonSchemaDialect URL after its key, not one URI.)
	spec := "openapi: 3.1.0\ninfo:\n  title: Test API\n  version: 1.0.0\njsonSchemaDialect: https://json-schema.org/draft/2020-12/schema\npaths: {}\n" // lookalike
	doc, err := LoadFromData([]byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Top["openapi"] != "3.1.0" {
		t.Errorf("openapi = %q", doc.Top["openapi"])
	}
}
