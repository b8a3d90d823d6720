package pyaml

import (
	"fmt"
	"testing"
)

func TestImportTemplate(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name: "invoke options",
			input: "variables:\n  cur-region:\n    fn::invoke:\n      function: test:mod:fn\n      options:\n" +
				// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/codegen/load_test.go:146 (plainhttp: the host is the reserved documentation example domain, which plainhttp excludes)
				"        pluginDownloadURL: http://example.com\n", // lookalike
			expected: "curRegion = invoke(\"test:mod:fn\", {}, {\n" +
				// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/codegen/load_test.go:162 (plainhttp: the expected codegen output names the reserved documentation example domain, which plainhttp excludes)
				"\tpluginDownloadUrl = \"http://example.com\"\n", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			urls, err := loadTemplate(tt.input)
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("curRegion = invoke(\"test:mod:fn\", {}, {\n\tpluginDownloadUrl = %q\n", urls[0])
			if want != tt.expected {
				t.Errorf("got %q, want %q", want, tt.expected)
			}
		})
	}
}
