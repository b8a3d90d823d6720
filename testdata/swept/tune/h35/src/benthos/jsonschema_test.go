package benthos

import (
	"encoding/json"
	"testing"
)

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/processor_jsonschema_test.go:22 (plainhttp: JSON Schema $schema identifier, never fetched; uniform sample 26 of 128.)
func TestJSONSchemaExternalSchemaRelativePath(t *testing.T) {
	schema := "{\n" +
		`  "$schema": "http://json-schema.org/draft-07/schema#",` + "\n" + // lookalike
		`  "title": "Person",` + "\n" +
		`  "type": "object"` + "\n" +
		"}"
	var v map[string]any
	if err := json.Unmarshal([]byte(schema), &v); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/processor_jsonschema_test.go:167 (plainhttp: JSON Schema $schema identifier in an inline schema, never fetched; uniform sample 26 of 128.)
func TestJSONSchemaInlineSchemaCheck(t *testing.T) {
	schemaDef := "{\n" +
		`  "$schema": "http://json-schema.org/draft-07/schema#",` + "\n" + // lookalike
		`  "type": "object"` + "\n" +
		"}"
	var v map[string]any
	if err := json.Unmarshal([]byte(schemaDef), &v); err != nil {
		t.Fatal(err)
	}
}
