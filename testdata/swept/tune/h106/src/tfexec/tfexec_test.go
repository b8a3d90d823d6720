package tfexec

import "testing"

func TestParsePlaintextVersionOutput(t *testing.T) {
	for _, c := range []struct {
		expected string
		stdout   string
	}{
		{
			expected: "0.13.0-dev",
			// Source: github.com/hashicorp/terraform-exec/tfexec/version_test.go:52 (syntax: prose CLI output with a URL inside the text, which is no URI (rule 4).)
			stdout: "\nTerraform v0.13.0-dev\n\nYour version of Terraform is out of date! The latest version\nis 0.13.1. You can update by downloading from https://www.terraform.io/downloads.html", // lookalike
		},
		{
			expected: "0.12.18",
			// Source: github.com/hashicorp/terraform-exec/tfexec/version_test.go:86 (syntax: prose CLI output with a URL followed by a newline inside the text, which is no URI (rule 4).)
			stdout: "\nTerraform v0.12.18\n\nYour version of Terraform is out of date! The latest version\nis 0.12.26. You can update by downloading from https://www.terraform.io/downloads.html\n", // lookalike
		},
	} {
		got, err := ParsePlaintextVersionOutput(c.stdout)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.expected {
			t.Errorf("got %q, want %q", got, c.expected)
		}
	}
}

func TestProvidersSchema(t *testing.T) {
	attrs := map[string]*SchemaAttribute{
		"random": {
			Computed: true,
			// Source: github.com/hashicorp/terraform-exec/tfexec/internal/e2etest/providers_schema_test.go:92 (syntax: markdown description with a link inside prose, which is no URI (rule 4).)
			Description: "A random value. This is primarily for testing and has little practical use; prefer the [hashicorp/random provider](https://registry.terraform.io/providers/hashicorp/random) for more practical random number use-cases.", // lookalike
		},
		"null_data_source": {
			// Source: github.com/hashicorp/terraform-exec/tfexec/internal/e2etest/providers_schema_test.go:142 (syntax: concatenated markdown description whose link sits inside prose, which is no URI (rule 4).)
			Description: "The " + "`null_data_source`" + " data source was typically used to construct intermediate values. The same can now be achieved using [locals](https://www.terraform.io/docs/language/values/locals.html).\n", // lookalike
		},
	}
	if len(attrs) != 2 {
		t.Fatal("want 2 attributes")
	}
}
