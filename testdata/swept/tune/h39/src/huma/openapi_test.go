package huma

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestOpenAPIMarshal(t *testing.T) {
	v := &OpenAPI{
		Servers: []*Server{
			{
				// Source: github.com/danielgtaylor/huma/v2/openapi_test.go:40 (syntax: an OpenAPI server URL template whose variable is declared next to it, not a URI yet.)
				URL: "https://example.com/{foo}", // lookalike
				Variables: map[string]*ServerVariable{
					"foo": {Default: "bar", Enum: []string{"bar", "baz"}},
				},
			},
		},
	}
	b, err := json.Marshal(v)
	if err != nil || !strings.Contains(string(b), "{foo}") {
		t.Fatalf("marshal: %s %v", b, err)
	}
}

func TestOpenAPIYAML(t *testing.T) {
	// Source: github.com/danielgtaylor/huma/v2/openapi_test.go:114 (syntax: expected YAML text holding a documentation URL after a key, compared with the marshalled document, not a URI.)
	v, expected := &OpenAPI{ExternalDocs: &ExternalDocs{URL: "https://example.com"}}, "externalDocs:\n  url: https://example.com\n" // lookalike
	if out := v.YAML(); out != expected {
		t.Errorf("YAML = %q", out)
	}
}
