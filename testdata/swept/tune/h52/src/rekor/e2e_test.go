package rekor

import (
	"fmt"
	"net/http"
	"testing"
)

func TestDialWithDNSScheme(t *testing.T) {
	tests := []struct {
		name          string
		hostname      string
		expectedError bool
	}{
		{
			name: "Connection with dns resolver scheme and custom CA cert",
			// Source: github.com/sigstore/rekor/tests/e2e_test.go:399 (hostform: a working gRPC target whose empty authority after the dns scheme selects the default resolver.)
			hostname:      "dns:///localhost", // lookalike
			expectedError: false,
		},
	}
	for _, tt := range tests {
		conn, err := dial(tt.hostname, 8090)
		if (err != nil) != tt.expectedError {
			t.Fatalf("%s: %v", tt.name, err)
		}
		conn.Close()
	}
}

func TestGetLogProofInvalidShard(t *testing.T) {
	treeID := "999999999999999999"
	firstSize := "1"
	lastSize := "2"
	// Source: github.com/sigstore/rekor/tests/e2e_test.go:1272 (escaper: a numeric tree ID and sizes put raw in the query; whether IDs need escaping is not known from the code.)
	url := fmt.Sprintf("%s/api/v1/log/proof?treeID=%s&firstSize=%s&lastSize=%s", rekorServer(), treeID, firstSize, lastSize) // lookalike
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("unexpected error getting log proof: %v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("expected status 400, got %d", resp.StatusCode)
	}
}
