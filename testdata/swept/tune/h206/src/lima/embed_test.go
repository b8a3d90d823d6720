package lima

import "testing"

type embedTestCase struct {
	description string
	locator     string
	template    string
	expected    string
}

var embedTestCases = []embedTestCase{
	{
		"Image URLs will be converted into a template",
		"",
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/embed_test.go:406 (syntax: a YAML template text holding a well-formed https image URL after its key; the document is no URI, a URL inside a larger text and no URI itself, as prose under rule 4)
		"base: https://example.com/lima-linux-riscv64.img", // lookalike
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/embed_test.go:407 (syntax: the expected flow-style YAML text with the same well-formed image URL; the document is no URI, a URL inside a larger text and no URI itself, as prose under rule 4)
		"{arch: riscv64, os: Linux, images: [{location: https://example.com/lima-linux-riscv64.img, arch: riscv64}]}", // lookalike
	},
}

func TestEmbed(t *testing.T) {
	for _, tc := range embedTestCases {
		got, err := embedBase(tc.template)
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.expected {
			t.Errorf("%s: got %q, want %q", tc.description, got, tc.expected)
		}
	}
}
