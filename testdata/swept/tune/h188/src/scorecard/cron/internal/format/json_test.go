package format

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"testing"
)

// ReferenceLoader is a stand-in for gojsonschema.NewReferenceLoader, which loads a JSON document from a file:// or http(s) reference.
type ReferenceLoader struct {
	Source string
}

// NewReferenceLoader is a stand-in for gojsonschema.NewReferenceLoader.
func NewReferenceLoader(source string) ReferenceLoader {
	return ReferenceLoader{Source: source}
}

func TestJSONOutput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		expected string
	}{
		{name: "check-1", expected: "./testdata/check1.json"},
	}

	// Load the JSON schema.
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatalf("os.Getwd: %s", err)
	}
	// Source: github.com/ossf/scorecard/v5/cron/internal/format/json_test.go:423 (pathjoin: path.Join joins the absolute working directory and a file name before file:// is put in front; it never touches a URL; the pathjoin rule concerns path.Join on a URL, not on a file or relative API path)
	schemaLoader := NewReferenceLoader(fmt.Sprintf("file://%s", path.Join(cwd, "json.v2.schema"))) // lookalike
	_ = schemaLoader
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var result bytes.Buffer
			if err := AsJSON2(JSONScorecardResultV2{}, &result); err != nil {
				t.Fatalf("%s: AsJSON2: %s", tt.name, err)
			}
			// Validate schema.
			// Source: github.com/ossf/scorecard/v5/cron/internal/format/json_test.go:476 (pathjoin: path.Join on the working directory and the expected file path, a file path made into a file URL afterwards, no URL joined; the pathjoin rule concerns path.Join on a URL, not on a file or relative API path)
			docLoader := NewReferenceLoader(fmt.Sprintf("file://%s", path.Join(cwd, tt.expected))) // lookalike
			_ = docLoader
		})
	}
}
