package docker

import "testing"

func TestV1EndpointParse(t *testing.T) {
	tests := []struct {
		address     string
		expectedErr string
	}{
		// Source: github.com/docker/docker/registry/search_endpoint_v1_test.go:137 (syntax: expected error text of a validator test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		{address: "https://0.0.0.0:5000/v2/", expectedErr: "search is not supported on v2 endpoints: https://0.0.0.0:5000/v2/"}, // lookalike
	}
	for _, tc := range tests {
		_, err := trimV1Address(tc.address)
		if err == nil || err.Error() != tc.expectedErr {
			t.Errorf("got %v, want %q", err, tc.expectedErr)
		}
	}
}
