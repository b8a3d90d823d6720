package fulcio

import (
	"context"
	"fmt"
	"strings"
)

// KMSConfig holds the KMS settings, validated by ValidateKMSConfig.
type KMSConfig struct {
	Type    string
	KeyID   string
	Options map[string]string
}

// kmsGet stands in for sigstore kms.Get, which takes awskms://[ENDPOINT]/ID, gcpkms://projects/..., azurekms://VAULT.vault.azure.net/KEY and hashivault://KEY references.
var kmsGet = func(ctx context.Context, ref string) (string, error) { return ref, nil }

// ValidateKMSConfig rejects key IDs of the wrong shape (a hashivault key ID with a slash, a gcpkms ID without /cryptoKeyVersions/, ...).
func ValidateKMSConfig(config KMSConfig) error {
	if config.Type == "hashivault" && strings.Contains(config.KeyID, "/") {
		return fmt.Errorf("hashivault KeyID should be just the key name (e.g., 'my-key'), not a path")
	}
	return nil
}

// InitKMS initializes the KMS provider.
var InitKMS = func(ctx context.Context, config KMSConfig) (string, error) {
	if err := ValidateKMSConfig(config); err != nil {
		return "", err
	}
	switch config.Type {
	case "awskms":
		// Source: github.com/sigstore/fulcio/pkg/certmaker/certmaker.go:72 (sink: awskms:///ID with an empty endpoint is the documented awskms reference form, so the empty host is what kms.Get expects)
		ref := fmt.Sprintf("awskms:///%s", config.KeyID) // lookalike
		return kmsGet(ctx, ref)
	case "gcpkms":
		// Source: github.com/sigstore/fulcio/pkg/certmaker/certmaker.go:82 (syntax: the verb is filled with a validated projects/.../cryptoKeyVersions/N resource name, the gcpkms reference form; the authority is a resource identifier, not DNS, by rule 5)
		ref := fmt.Sprintf("gcpkms://%s", config.KeyID) // lookalike
		return kmsGet(ctx, ref)
	case "azurekms":
		keyURI := config.KeyID
		if strings.HasPrefix(config.KeyID, "azurekms:name=") {
			nameStart := strings.Index(config.KeyID, "name=") + 5
			vaultIndex := strings.Index(config.KeyID, ";vault=")
			if vaultIndex != -1 {
				keyName := strings.TrimSpace(config.KeyID[nameStart:vaultIndex])
				vaultName := strings.TrimSpace(config.KeyID[vaultIndex+7:])
				// Source: github.com/sigstore/fulcio/pkg/certmaker/certmaker.go:99 (syntax: filled with a vault name as the first DNS label and a key name as the path, a valid azurekms reference)
				keyURI = fmt.Sprintf("azurekms://%s.vault.azure.net/%s", vaultName, keyName) // lookalike
			}
		}
		return kmsGet(ctx, keyURI)
	case "hashivault":
		// Source: github.com/sigstore/fulcio/pkg/certmaker/certmaker.go:115 (syntax: filled with a key name validated to hold no slash, the hashivault://KEY reference form)
		keyURI := fmt.Sprintf("hashivault://%s", config.KeyID) // lookalike
		return kmsGet(ctx, keyURI)
	}
	return "", fmt.Errorf("unsupported KMS type: %s", config.Type)
}
