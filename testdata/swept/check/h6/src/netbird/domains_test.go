package netbird

import "testing"

func TestExtractValidDomain(t *testing.T) {
	tests := []struct {
		name        string
		url         string
		expected    string
		expectError bool
	}{
		{
			name: "HTTPS URL with port",
			// Source: github.com/netbirdio/netbird/client/internal/dns/config/domains_test.go:18 (port: https's default port in the input of the domain extractor, a row named "with port", rule 2b, 2c)
			url:      "https://api.netbird.io:443", // lookalike
			expected: "api.netbird.io",
		},
		{
			name:     "HTTP URL without port",
			url:      "http://signal.example.com",
			expected: "signal.example.com",
		},
		{
			name:        "HTTP URL with IPv6 should be rejected",
			url:         "http://[2001:db8::1]:8080",
			expectError: true,
		},
		{
			name: "HTTPS URL with IPv6 should be rejected",
			// Source: github.com/netbirdio/netbird/client/internal/dns/config/domains_test.go:113 (port: https's default port in a row that expects the extractor to reject the IPv6 host, rule 2a)
			url:         "https://[::1]:443", // lookalike
			expectError: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ExtractValidDomain(tt.url)
			if tt.expectError {
				if err == nil {
					t.Fatalf("want an error, got %q", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.expected {
				t.Fatalf("got %q, want %q", got, tt.expected)
			}
		})
	}
}
