package gateway

import (
	"strings"
	"testing"
)

func TestValidateOIDCIssuerURL(t *testing.T) {
	tests := []struct {
		name    string
		issuer  string
		wantErr string
	}{
		{
			name:   "valid host",
			issuer: "https://accounts.google.com",
		},
		{
			name:    "query",
			issuer:  "https://example.com/?foo=bar",
			wantErr: "issuer URL must not include a query",
		},
		{
			name: "missing host",
			// Source: github.com/envoyproxy/gateway/internal/gatewayapi/securitypolicy_test.go:983 (hostform: an empty host in a row named "missing host" that expects the error, rule 2a)
			issuer:  "https:///issuer", // lookalike
			wantErr: "issuer URL must include a host",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := validateOIDCIssuerURL(tt.issuer)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("got %v, want %q", err, tt.wantErr)
			}
		})
	}
}

func TestValidateRemoteModuleURL(t *testing.T) {
	tests := []struct {
		name    string
		rawURL  string
		wantErr string
	}{
		{
			name:   "valid https URL",
			rawURL: "https://modules.example.com/libremote_auth.so",
		},
		{
			name: "missing hostname",
			// Source: github.com/envoyproxy/gateway/internal/gatewayapi/envoyextensionpolicy_test.go:89 (hostform: an empty host the test expects rejected, wantErr "hostname", rule 2a)
			rawURL:  "https:///libremote_auth.so", // lookalike
			wantErr: "hostname",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := validateRemoteModuleURL(tt.rawURL)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("got %v, want %q", err, tt.wantErr)
			}
		})
	}
}

func TestValidateJWTProvider(t *testing.T) {
	cases := []struct {
		name      string
		Providers []JWTProvider
		wantError bool
	}{
		{
			name: "invalid issuer uri",
			Providers: []JWTProvider{
				{
					Name: "test",
					// Source: github.com/envoyproxy/gateway/internal/gatewayapi/securitypolicy_test.go:312 (syntax: a space in the host, in a row named "invalid issuer uri" that expects the error, rule 2a/2b)
					Issuer:    "http://invalid url.local", // lookalike
					Audiences: []string{"test.local"},
					RemoteJWKS: &RemoteJWKS{
						URI: "http://www.test.local",
					},
				},
			},
			wantError: true,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := validateJWTProvider(c.Providers)
			if (err != nil) != c.wantError {
				t.Fatalf("err = %v, wantError %v", err, c.wantError)
			}
		})
	}
}
