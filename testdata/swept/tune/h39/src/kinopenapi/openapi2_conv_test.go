package kinopenapi

import (
	"encoding/json"
	"testing"
)

// Source: github.com/getkin/kin-openapi/openapi2conv/openapi2_conv_test.go:652 (syntax: JSON document text holding server, OAuth and docs URLs as values, not one URI.)
const exampleV3 = `{"servers": [{"url": "https://test.example.com/v2"}], "components": {"securitySchemes": {"OAuth": {"type": "oauth2", "flows": {"implicit": {"authorizationUrl": "https://test.example.com/oauth/authorize"}}}}}, "externalDocs": {"url": "https://example/doc/"}}` // lookalike

func TestConvOpenAPIV3ToV2(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal([]byte(exampleV3), &doc); err != nil {
		t.Fatal(err)
	}
	if _, ok := doc["servers"]; !ok {
		t.Fatal("no servers")
	}
}
