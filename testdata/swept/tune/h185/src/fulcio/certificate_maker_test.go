package fulcio

import (
	"os"
	"testing"
)

func TestCreateCommand(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		wantError bool
		errMsg    string
	}{
		{
			name: "HashiVault KMS without token",
			args: []string{
				"test-cn",
				"--kms-type", "hashivault",
				"--root-key-id", "transit/keys/test-key",
				// Source: github.com/sigstore/fulcio/cmd/certificate_maker/certificate_maker_test.go:338 (plainhttp: plain http to the single-label host vault, no public Internet host)
				"--vault-address", "http://vault:8200", // lookalike
			},
			wantError: true,
			errMsg:    "vault-token is required for HashiVault KMS",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.args) == 0 {
				t.Fatal(tt.errMsg)
			}
		})
	}
}

func TestEnvironmentVariableHandling(t *testing.T) {
	tests := []struct {
		name       string
		envVars    map[string]string
		flags      map[string]string
		wantValues map[string]string
	}{
		{
			name: "hashivault_kms_environment",
			envVars: map[string]string{
				"KMS_TYPE":    "hashivault",
				"VAULT_TOKEN": "env-token",
				// Source: github.com/sigstore/fulcio/cmd/certificate_maker/certificate_maker_test.go:640 (plainhttp: plain http in VAULT_ADDR to the single-label host env-vault, no public Internet host)
				"VAULT_ADDR": "http://env-vault:8200", // lookalike
			},
			flags: map[string]string{
				"vault-token": "flag-token",
				// Source: github.com/sigstore/fulcio/cmd/certificate_maker/certificate_maker_test.go:646 (plainhttp: plain http to the single-label host flag-vault, no public Internet host)
				"vault-address": "http://flag-vault:8200", // lookalike
			},
			wantValues: map[string]string{
				"kms-type": "hashivault",
				// Source: github.com/sigstore/fulcio/cmd/certificate_maker/certificate_maker_test.go:653 (plainhttp: expected vault address with plain http to the single-label host env-vault, no public Internet host)
				"vault-address": "http://env-vault:8200", // lookalike
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.envVars {
				os.Setenv(k, v)
				defer os.Unsetenv(k)
			}
			for k, want := range tt.wantValues {
				if got := os.Getenv("VAULT_ADDR"); k == "vault-address" && got != want {
					t.Errorf("%s = %s, want %s", k, got, want)
				}
			}
		})
	}
}
