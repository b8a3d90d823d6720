package netbird

import (
	"errors"
	"testing"
)

func TestIdentityProvider_Validate(t *testing.T) {
	tests := []struct {
		name        string
		idp         *IdentityProvider
		expectedErr error
	}{
		{
			name: "invalid issuer URL - no scheme",
			idp: &IdentityProvider{
				Name:     "Test Provider",
				Type:     IdentityProviderTypeOIDC,
				Issuer:   "example.com",
				ClientID: "client-id",
			},
			expectedErr: ErrIdentityProviderIssuerInvalid,
		},
		{
			name: "invalid issuer URL - no host",
			idp: &IdentityProvider{
				Name: "Test Provider",
				Type: IdentityProviderTypeOIDC,
				// Source: github.com/netbirdio/netbird/management/server/types/identity_provider_test.go:87 (hostform: an issuer with no host in a row named invalid that expects the issuer rejected, rule 2a, 2b)
				Issuer:   "https://", // lookalike
				ClientID: "client-id",
			},
			expectedErr: ErrIdentityProviderIssuerInvalid,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.idp.Validate(); !errors.Is(err, tt.expectedErr) {
				t.Fatalf("got %v, want %v", err, tt.expectedErr)
			}
		})
	}
}
