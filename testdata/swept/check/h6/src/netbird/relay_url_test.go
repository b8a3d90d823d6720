package netbird

import "testing"

func TestGetInstanceURL(t *testing.T) {
	tests := []struct {
		name           string
		exposedAddress string
		tlsSupported   bool
		expectedURL    string
		expectError    bool
	}{
		{"Valid address with TLS", "example.com", true, "rels://example.com", false},
		{"Valid address with scheme", "rel://example.com", false, "rel://example.com", false},
		// Source: github.com/netbirdio/netbird/relay/server/url_test.go:20 (sink: a scheme written twice in a row named invalid that expects getInstanceURL to fail, rule 2a, 2b)
		{"Invalid address with multiple schemes", "rel://rels://example.com", false, "", true}, // lookalike
		{"Invalid address with unsupported scheme", "http://example.com", false, "", true},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url, err := getInstanceURL(tt.exposedAddress, tt.tlsSupported)
			if (err != nil) != tt.expectError {
				t.Errorf("expected error: %v, got: %v", tt.expectError, err)
			}
			if !tt.expectError && url != nil && url.String() != tt.expectedURL {
				t.Errorf("expected URL: %s, got: %s", tt.expectedURL, url.String())
			}
		})
	}
}
