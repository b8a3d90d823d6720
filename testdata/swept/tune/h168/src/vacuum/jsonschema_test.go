package vacuum

import "testing"

func TestSanityUsesECMA262Patterns(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/jsonschema/schema_test.go:21 (syntax: a JSON Schema document checked by the sanity rules, its $schema dialect identifier is a value inside a document, rule 2c; uniform sample 6 of 19 $schema fixtures)
	doc := "\n$schema: https://json-schema.org/draft/2020-12/schema\ntype: string\npattern: \"^(?=.*[A-Z]).+$\"\n" // lookalike
	if got := schemaFormatOfDocument(doc); got != "json-schema-2020-12" {
		t.Fatalf("format = %q", got)
	}
}

func TestRunSchemaSanityCheckEnumConstUsesSharedIntegerLogic(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/schemachecks/validators_test.go:35 (syntax: a schema document for the enum/const check, the dialect identifier is inside a document, rule 2c; uniform sample 6 of 19)
	doc := "\n$schema: https://json-schema.org/draft/2020-12/schema\ntype: integer\nconst: 42.0\nenum:\n  - 42.0\n" // lookalike
	if got := schemaFormatOfDocument(doc); got != "json-schema-2020-12" {
		t.Fatalf("format = %q", got)
	}
}

func TestRunSchemaSanityCheckDependentRequired(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/schemachecks/validators_test.go:82 (syntax: a schema document for the dependentRequired check, a document and no URI, rule 2c; uniform sample 6 of 19)
	doc := "\n$schema: https://json-schema.org/draft/2020-12/schema\ntype: object\ndependentRequired:\n  marinaId:\n    - dockId\nproperties:\n  vesselId:\n    type: string\n" // lookalike
	if got := schemaFormatOfDocument(doc); got != "json-schema-2020-12" {
		t.Fatalf("format = %q", got)
	}
}

func TestRunTypeChecksSkipsConstraintMismatchForUntypedSchemas(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/functions/schemachecks/validators_test.go:164 (syntax: a two-line schema document for the type checks, a document and no URI, rule 2c; uniform sample 6 of 19)
	doc := "\n$schema: https://json-schema.org/draft/2020-12/schema\nminProperties: 1\n" // lookalike
	if got := schemaFormatOfDocument(doc); got != "json-schema-2020-12" {
		t.Fatalf("format = %q", got)
	}
}

func TestNewDoctorDocumentFromRolodexIndexCollectsReferencedSchemasFromWalk(t *testing.T) {
	// Source: github.com/daveshanley/vacuum/jsonschema/doctor_test.go:71 (syntax: a schema document with a local #/$defs reference, unmarshalled as YAML, a document and no URI, rule 2c; uniform sample 6 of 19)
	doc := "\n$schema: https://json-schema.org/draft/2020-12/schema\ntype: object\nproperties:\n  boat:\n    $ref: \"#/$defs/Boat\"\n$defs:\n  Boat:\n    type: object\n" // lookalike
	if got := schemaFormatOfDocument(doc); got != "json-schema-2020-12" {
		t.Fatalf("format = %q", got)
	}
}
