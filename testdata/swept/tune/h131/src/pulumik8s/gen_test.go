package pulumik8s

import "testing"

func TestHelpfulLinkComments(t *testing.T) {
	expected := "Note: While Pulumi automatically encrypts the 'data' and 'stringData'\n" +
		"fields, this encryption only applies to Pulumi's context.\n\n" +
		"For more information on securing Kubernetes Secrets, see the following links:\n" +
		// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/additionalComments_test.go:96 (syntax: expected doc text in which the URL is one line of prose joined by a newline to the next.)
		"https://kubernetes.io/docs/concepts/configuration/secret/#security-properties\n" + // lookalike
		// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/additionalComments_test.go:97 (syntax: the second link line of the expected doc text, part of prose compared as a whole.)
		"https://kubernetes.io/docs/concepts/configuration/secret/#risks" // lookalike
	if got := helpfulLinkComments("Secret"); got != expected {
		t.Errorf("got %q, want %q", got, expected)
	}
}
