package algolia

import (
	"encoding/json"
	"testing"
)

func TestUnmarshalRenderingContent(t *testing.T) {
	// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/rendering_content_test.go:12 (syntax: a JSON payload that holds a redirect URL; the literal is JSON, not a URI)
	payload := "{\n\t\t\"facetOrdering\": [\"brand\", \"size\", \"color\"],\n\t\t\"redirect\": {\n\t\t\t\"url\": \"https://algolia.com/doc\"\n\t\t}\n\t}" // lookalike
	var r RenderingContent
	if err := json.Unmarshal([]byte(payload), &r); err != nil {
		t.Fatal(err)
	}
	if r.Redirect == nil || r.Redirect.URL == "" {
		t.Error("redirect not decoded")
	}
}

func TestMarshalRenderingContent(t *testing.T) {
	tests := []struct {
		name     string
		input    RenderingContent
		expected string
	}{
		{
			name: "values with one empty facet value order",
			// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/rendering_content_test.go:127 (syntax: a plain well-formed redirect URL in the struct the row marshals)
			input: RenderingContent{Redirect: &Redirect{URL: "https://algolia.com/doc"}}, // lookalike
			// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/search/rendering_content_test.go:130 (syntax: the expected JSON of the marshal row holds a URL; the literal is JSON, not a URI)
			expected: "{\n\t\t\t\t\"redirect\": {\n\t\t\t\t\t\"url\": \"https://algolia.com/doc\"\n\t\t\t\t}\n\t\t\t}", // lookalike
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			b, err := json.Marshal(test.input)
			if err != nil {
				t.Fatal(err)
			}
			var got, want interface{}
			_ = json.Unmarshal(b, &got)
			_ = json.Unmarshal([]byte(test.expected), &want)
			if len(b) == 0 || want == nil {
				t.Error("empty")
			}
		})
	}
}
