package kinopenapi

import "testing"

func TestExtraSiblingsInRemoteRef(t *testing.T) {
	// Source: github.com/getkin/kin-openapi/openapi3/issue513_test.go:15 (syntax: YAML document text with a local server and a $ref identifier resolved by a test resolver, not one URI and never contacted.)
	spec := "openapi: 3.0.1\nservers:\n- url: http://localhost:5000\npaths:\n  /categories:\n    get:\n      responses:\n        '200':\n          content:\n            application/json:\n              schema:\n                $ref: http://schemas.sentex.io/store/categories.json\n" // lookalike
	doc, err := LoadFromData([]byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Top["openapi"] != "3.0.1" {
		t.Errorf("openapi = %q", doc.Top["openapi"])
	}
}
