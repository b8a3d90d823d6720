package mcpgo

import (
	"encoding/json"
	"testing"
)

func TestIconMarshal(t *testing.T) {
	// Source: github.com/mark3labs/mcp-go/mcp/icons_test.go:47 (syntax: uniform sample of 20 of 213; an expected JSON document holding a URI value, not a URI itself.)
	expected := `{"src":"https://example.com/full.png","mimeType":"image/png","sizes":["128x128"]}` // lookalike
	var icon map[string]any
	if err := json.Unmarshal([]byte(expected), &icon); err != nil || icon["src"] == "" {
		t.Fatal(err)
	}
}

func parseResourceContents(input string) (map[string]any, error) {
	var m map[string]any
	err := json.Unmarshal([]byte(input), &m)
	return m, err
}

func TestParseResourceContentsWithMeta(t *testing.T) {
	inputs := []string{
		// Source: github.com/mark3labs/mcp-go/mcp/types_test.go:242 (syntax: uniform sample of 20 of 213; JSON input text holding a resource URI value, not a URI itself.)
		`{"uri": "file://test.txt", "mimeType": "text/plain", "text": "Hello World", "_meta": {"mcpui.dev/ui-preferred-frame-size": ["800px", "600px"]}}`, // lookalike
		// Source: github.com/mark3labs/mcp-go/mcp/types_test.go:263 (syntax: uniform sample of 20 of 213; JSON input text holding a resource URI value, not a URI itself.)
		`{"uri": "file://image.png", "mimeType": "image/png", "blob": "aGVsbG8=", "_meta": {"width": 100}}`, // lookalike
	}
	for _, in := range inputs {
		if _, err := parseResourceContents(in); err != nil {
			t.Fatal(err)
		}
	}
}

func TestParseResourceContentsInvalidMeta(t *testing.T) {
	tests := []struct {
		name        string
		inputJSON   string
		expectedErr string
	}{
		{
			name: "TextResourceContents with invalid _meta (string)",
			// Source: github.com/mark3labs/mcp-go/mcp/types_test.go:369 (syntax: uniform sample of 20 of 213; JSON input of an invalid-_meta row that expects an error, holding a URI value.)
			inputJSON:   `{"uri": "file://test.txt", "mimeType": "text/plain", "text": "Hello World", "_meta": "invalid_meta_string"}`, // lookalike
			expectedErr: "_meta must be an object",
		},
		{
			name: "TextResourceContents with invalid _meta (array)",
			// Source: github.com/mark3labs/mcp-go/mcp/types_test.go:389 (syntax: uniform sample of 20 of 213; JSON input of an invalid-_meta row that expects an error, holding a URI value.)
			inputJSON:   `{"uri": "file://test.txt", "mimeType": "text/plain", "text": "Hello World", "_meta": ["invalid", "array"]}`, // lookalike
			expectedErr: "_meta must be an object",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := parseResourceContents(tt.inputJSON)
			if _, ok := m["_meta"].(map[string]any); ok {
				t.Fatal(tt.expectedErr)
			}
		})
	}
}

func TestCompleteParamsRef(t *testing.T) {
	type ref struct {
		Type string
		URI  string
	}
	// Source: github.com/mark3labs/mcp-go/mcp/types_test.go:504 (syntax: uniform sample of 20 of 213; an RFC 6570 URI template expected in a completion reference, not a URI.)
	want := ref{Type: "ref/resource", URI: "file://{param}/example"} // lookalike
	if want.Type == "" {
		t.Fatal("empty")
	}
}

func TestUnmarshalEmbeddedResourceErrors(t *testing.T) {
	tests := []struct {
		name     string
		jsonData string
	}{
		// Source: github.com/mark3labs/mcp-go/mcp/utils_additional_test.go:530 (syntax: uniform sample of 20 of 213; JSON of a row named blob has invalid type that expects an error, holding a URI value.)
		{"blob has invalid type", `{"type":"resource","resource":{"uri":"file:///invalid","blob":42}}`}, // lookalike
	}
	for _, tt := range tests {
		var v struct {
			Resource struct{ Blob string } `json:"resource"`
		}
		if json.Unmarshal([]byte(tt.jsonData), &v) == nil {
			t.Fatal(tt.name)
		}
	}
}

func TestNewResourceTemplate(t *testing.T) {
	s := NewServer()
	// Source: github.com/mark3labs/mcp-go/mcp/resources_test.go:137 (hostform: picked for its form, outside the sample; a URI template with an empty authority for an api scheme that names no host.)
	s.AddResourceTemplate("api:///{version}/{resource}", "api-resources") // lookalike
	if len(s.templates) != 1 {
		t.Fatal("template not added")
	}
}
