package kinopenapi

import (
	"encoding/json"
	"fmt"
	"testing"
)

type schemaError struct {
	Reason string
	Value  any
}

func validatePet(body string) *schemaError {
	var pet map[string]any
	if err := json.Unmarshal([]byte(body), &pet); err != nil {
		return &schemaError{Reason: err.Error()}
	}
	if v, ok := pet["photoUrls"]; ok {
		if _, isArray := v.([]any); !isArray {
			return &schemaError{Reason: "value must be an array", Value: v}
		}
	}
	return nil
}

func TestValidationErrorEncoder(t *testing.T) {
	tests := []struct {
		name                string
		wantErrSchemaReason string
		wantErrSchemaValue  any
	}{
		{
			name:                "error - wrong attribute type",
			wantErrSchemaReason: "value must be an array",
			// Source: github.com/getkin/kin-openapi/openapi3filter/validation_error_test.go:471 (hostform: the schema value expected back in a row named wrong attribute type whose request the test expects to fail (rule 2a, 2b).)
			wantErrSchemaValue: "http://cat", // lookalike
		},
	}
	for _, tt := range tests {
		body := fmt.Sprintf(`{"name":"Bahama","photoUrls":%q}`, tt.wantErrSchemaValue)
		err := validatePet(body)
		if err == nil || err.Reason != tt.wantErrSchemaReason || err.Value != tt.wantErrSchemaValue {
			t.Errorf("%s: err = %+v", tt.name, err)
		}
	}
}
