package azure

import (
	"context"
	"fmt"
	"os"
	"testing"
)

/*
The following environment variables must be set (build tag integration in the source):
AZURE_KEY_REF - full azure key reference in the format azurekms://[Key Vault Name].vault.azure.net/[Key Name](/[Key Version]Optional)
KEY_NAME - Azure key name
VAULT_URL - Azure Vault URL
*/

func TestLoadSignerVerifier(t *testing.T) {
	azureKeyRef := os.Getenv("AZURE_KEY_REF")
	if azureKeyRef == "" {
		t.Skip("AZURE_KEY_REF must be set")
	}
	azureVaultURL := os.Getenv("VAULT_URL")
	if azureVaultURL == "" {
		t.Fatalf("VAULT_URL must be set")
	}

	sv, err := LoadSignerVerifier(context.Background(), azureKeyRef)
	if err != nil {
		t.Fatalf("LoadSignerVerifier unexpectedly returned non-nil error: %v", err)
	}

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/integration_test.go:104 (escaper: no-URI-use rule, the vault host from the VAULT_URL environment variable is formatted only to be compared with the client's vaultURL, no URI use)
	if sv.client.vaultURL != fmt.Sprintf("https://%s/", azureVaultURL) { // lookalike
		t.Errorf("expected client.vaultURL to be %s, got %s", azureVaultURL, sv.client.vaultURL)
	}
}

func TestCreateKey(t *testing.T) {
	azureVaultURL := os.Getenv("VAULT_URL")
	if azureVaultURL == "" {
		t.Skip("VAULT_URL must be set")
	}

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/integration_test.go:121 (escaper: rule 1 with the template rule, filled with a vault name from the environment and a constant key name, the template yields the documented azurekms://NAME.vault.azure.net/KEY form; no value needs escaping)
	newKeyRef := fmt.Sprintf("azurekms://%s.vault.azure.net/%s", azureVaultURL, "new-test-key") // lookalike

	if _, err := LoadSignerVerifier(context.Background(), newKeyRef); err != nil {
		t.Fatalf("LoadSignerVerifier unexpectedly returned non-nil error: %v", err)
	}
}
