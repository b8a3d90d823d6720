package okteto

import (
	"fmt"
	"strings"
	"testing"
)

// TestWithManifestRefDocLink mirrors pkg/schema/yaml_test.go.
func TestWithManifestRefDocLink(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		anchor   string
		expected string
	}{
		{
			name:   "with anchor",
			text:   "text",
			anchor: "anchor",
			// Source: github.com/okteto/okteto/pkg/schema/yaml_test.go:45 (syntax: the expected description text with a docs link after a newline and words, prose by rule 4; uniform sample 2 of 12 message texts in tests)
			expected: "text\nDocumentation: https://www.okteto.com/docs/reference/okteto-manifest/#anchor", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, withManifestRefDocLink(tt.text, tt.anchor))
		})
	}
}

// TestServicesNotSupported mirrors pkg/model/dev_test.go: the error of an unsupported services field.
func TestServicesNotSupported(t *testing.T) {
	name := "image"
	err := fmt.Errorf("error on dev 'deployment': %q is not supported in Services. Please visit https://www.okteto.com/docs/reference/okteto-manifest/#services-object-optional for documentation", name)
	// Source: github.com/okteto/okteto/pkg/model/dev_test.go:1323 (syntax: the expected error text with a docs link between words, prose by rule 4)
	expected := fmt.Sprintf("error on dev 'deployment': %q is not supported in Services. Please visit https://www.okteto.com/docs/reference/okteto-manifest/#services-object-optional for documentation", name) // lookalike
	if !strings.Contains(err.Error(), expected) {
		t.Fatalf("want %q in %q", expected, err)
	}
}
