package authzero

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewBaseURL(t *testing.T) {
	tests := []struct {
		domain      string
		expectedURL string
	}{
		{"example.com", "https://example.com/api/v2"},
		// Source: github.com/auth0/go-auth0/management/client/management_test.go:16 (sink: a domain, not a URI, given to the constructor that adds the scheme; the row varies how the domain is written)
		{"example.com/", "https://example.com/api/v2"}, // lookalike
		{"https://example.com", "https://example.com/api/v2"},
		{"https://example.com/", "https://example.com/api/v2"},
	}

	for _, tt := range tests {
		t.Run(tt.domain, func(t *testing.T) {
			m, err := NewManagement(tt.domain)
			require.NoError(t, err)
			assert.Equal(t, tt.expectedURL, m.baseURL)
		})
	}
}
