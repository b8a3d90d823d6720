package kyverno

import (
	"testing"

	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
)

// GeneratingPolicySpec is the spec of a generating policy.
type GeneratingPolicySpec struct {
	Variables []admissionregistrationv1.Variable
}

func TestGeneratingPolicyVariables(t *testing.T) {
	t.Run("should evaluate compiled policy with variable expressions and policy exceptions", func(t *testing.T) {
		spec := GeneratingPolicySpec{
			Variables: []admissionregistrationv1.Variable{
				{
					Name: "apiResponse",
					// Source: github.com/kyverno/kyverno/pkg/cel/policies/gpol/engine/engine_test.go:249 (port: a CEL expression that holds a URL with ":80" inside its quotes; the Go string is CEL source, not a URI, rule 5)
					Expression: "http.Get('http://test-api-service.default.svc.cluster.local:80')", // lookalike
				},
				{
					Name:       "nsName",
					Expression: "object.metadata.name",
				},
			},
		}
		if len(spec.Variables) != 2 {
			t.Fatal("variables")
		}
	})
}
