package openbao

import (
	"net/http"
	"testing"
)

func TestBuildSamplePolicy(t *testing.T) {
	testCases := []struct {
		name string
		req  *OutputPolicyError
	}{
		{name: "happy path", req: &OutputPolicyError{method: http.MethodGet, path: "/something"}},
		// Source: github.com/openbao/openbao/api/v2/output_policy_test.go:34 (plainhttp: vault.test is a reserved test domain and the URI is only input text for a policy formatter)
		{name: "demonstrate that this function does not format fully", req: &OutputPolicyError{method: http.MethodGet, path: "http://vault.test/v1/something"}}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			want := formatOutputPolicy(tc.req.path, []string{"read"})
			if got := tc.req.buildSamplePolicy(); got != want {
				t.Fatalf("expected %v, got %v", want, got)
			}
		})
	}
}
