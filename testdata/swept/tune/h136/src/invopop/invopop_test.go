package invopop

import "testing"

func TestIDValidation(t *testing.T) {
	var id ID
	// Source: github.com/invopop/jsonschema/id_test.go:33 (hostform: a single-label host, assert.Error expected from ID.Validate.)
	id = "https://encoding/json" // lookalike
	if id.Validate() == nil {
		t.Error("want error")
	}
	// Source: github.com/invopop/jsonschema/id_test.go:43 (plainhttp: an id without path, assert.Error expected from ID.Validate.)
	id = "http://invopop.com" // lookalike
	if id.Validate() == nil {
		t.Error("want error")
	}
	// Source: github.com/invopop/jsonschema/id_test.go:48 (sink: an unknown scheme, assert.Error expected from ID.Validate.)
	id = "foor://invopop.com/schema/user" // lookalike
	if id.Validate() == nil {
		t.Error("want error")
	}
	// Source: github.com/invopop/jsonschema/id_test.go:53 (syntax: a control character, assert.Error expected from ID.Validate.)
	id = "invopop.com\n/test" // lookalike
	if id.Validate() == nil {
		t.Error("want error")
	}
}

func TestReflector(t *testing.T) {
	r := new(Reflector)
	// Source: github.com/invopop/jsonschema/reflect_test.go:346 (plainhttp: a documentation example host as base schema id, never fetched.)
	s := "http://example.com/schema" // lookalike
	r.BaseSchemaID = ID(s)
	if string(r.BaseSchemaID) != s {
		t.Fatal("not set")
	}
}
