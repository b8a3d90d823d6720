// Package goformation holds cases rewritten from github.com/awslabs/goformation/v7.
package goformation

import "encoding/json"

// SamSchema is a JSON Schema that validates SAM templates.
var SamSchema = "{\n" +
	// Source: github.com/awslabs/goformation/v7/schema/sam.go:6 (plainhttp: the draft-04 URI is a JSON Schema identifier that is never fetched.)
	"    \"$id\": \"http://json-schema.org/draft-04/schema#\",\n" + // lookalike
	"    \"additionalProperties\": false\n" +
	"}"

// Function is a serverless function with a code location.
type Function struct {
	CodeUri string `json:"CodeUri"`
	Runtime string `json:"Runtime"`
}

// Marshal renders f as JSON.
func Marshal(f Function) ([]byte, error) { return json.Marshal(f) }

// NewReferenceLoader stands for gojsonschema.NewReferenceLoader, which loads a schema from a URI.
func NewReferenceLoader(source string) string { return source }

// Validate stands for gojsonschema.Validate.
func Validate(schema, document string) (bool, error) { return schema != document, nil }

// ProcessYAML stands for intrinsics.ProcessYAML.
func ProcessYAML(input []byte) ([]byte, error) { return input, nil }
