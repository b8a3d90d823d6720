package pyaml

import "testing"

func TestReadResourceErrors(t *testing.T) {
	want := []string{
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_test.go:2025 (syntax: the URL ends an expected diagnostic's prose, rule 4)
		"<stdin>:12:11: { a: b } must be a string, instead got type map[string]interface {}; This indicates a bug in the Pulumi YAML type checker. Please open an issue at https://github.com/pulumi/pulumi-yaml/issues/new/choose", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_test.go:2051 (syntax: the URL sits inside an expected diagnostic's prose, rule 4)
		"<stdin>:5:3: Resource fields properties and get are mutually exclusive; Properties is used to describe a resource managed by Pulumi.\nGet is used to describe a resource managed outside of the current Pulumi stack.\nSee https://www.pulumi.com/docs/intro/concepts/resources/get for more details on using Get.", // lookalike
	}
	if got := "<stdin>:5:3: " + readResourceConflict().String(); got != want[1] {
		t.Errorf("got %q, want %q", got, want[1])
	}
}
