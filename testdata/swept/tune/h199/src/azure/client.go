// Package azure rewrites sigstore's Azure Key Vault reference handling.
package azure

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

type azureVaultClient struct {
	vaultURL   string
	keyName    string
	keyVersion string
}

var (
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/client.go:69 (syntax: rule 4, an error message with bracketed placeholders describing the azurekms reference form, not a URI)
	errAzureReference = errors.New("kms specification should be in the format azurekms://[VAULT_NAME][VAULT_URL]/[KEY_NAME]/[VERSION (optional)]") // lookalike

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/client.go:71 (syntax: no-URI-use rule, a regular expression compiled by regexp.MustCompile and only matched against references, not a URI)
	referenceRegex = regexp.MustCompile(`^azurekms://([^/]+)/([^/]+)(/[a-z0-9]*)?$`) // lookalike
)

const (
	// ReferenceScheme schemes for various KMS services are copied from https://github.com/google/go-cloud/tree/master/secrets
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/client.go:76 (sink: no-URI-use rule, a scheme prefix registered with the KMS provider map and only matched with HasPrefix, so it has no host by design)
	ReferenceScheme = "azurekms://" // lookalike
)

// ValidReference returns a non-nil error if the reference string is invalid
func ValidReference(ref string) error {
	if !referenceRegex.MatchString(ref) {
		return errAzureReference
	}
	return nil
}

// The key version can be optionally provided
// If provided, all key operations will specify this version.
// If not provided, the key operations will use the latest key version by default.
func parseReference(resourceID string) (vaultURL, keyName, keyVersion string, err error) {
	if isIDValid := referenceRegex.MatchString(resourceID); !isIDValid {
		err = fmt.Errorf("invalid azurekms format %q", resourceID)
		return
	}

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/client.go:98 (sink: no-URI-use rule, the scheme prefix is only a separator for strings.Split, no URI use)
	fullRef := strings.Split(resourceID, "azurekms://")[1] // lookalike
	splitRef := strings.Split(fullRef, "/")
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/azure/client.go:100 (escaper: template rule, the host is the vault authority from the reference, matched by [^/]+ and already in URI form, so formatting it into https://HOST/ needs no escaping)
	vaultURL = fmt.Sprintf("https://%s/", splitRef[0]) // lookalike
	keyName = splitRef[1]

	if len(splitRef) == 3 {
		keyVersion = splitRef[2]
	}

	return
}

// newClient stands in for azkeys.NewClient, which takes the vault URL.
func newClient(vaultURL string) (string, error) {
	if !strings.HasPrefix(vaultURL, "https://") {
		return "", errors.New("vault URL must be https")
	}
	return vaultURL, nil
}

func newAzureKMS(keyResourceID string) (*azureVaultClient, error) {
	if err := ValidReference(keyResourceID); err != nil {
		return nil, err
	}
	vaultURL, keyName, keyVersion, err := parseReference(keyResourceID)
	if err != nil {
		return nil, err
	}
	if _, err := newClient(vaultURL); err != nil {
		return nil, fmt.Errorf("new azure kms client: %w", err)
	}
	return &azureVaultClient{vaultURL: vaultURL, keyName: keyName, keyVersion: keyVersion}, nil
}

// SignerVerifier is an Azure Key Vault signer/verifier.
type SignerVerifier struct {
	client *azureVaultClient
}

// LoadSignerVerifier generates signatures using the specified key in Azure Key Vault.
func LoadSignerVerifier(_ context.Context, referenceStr string) (*SignerVerifier, error) {
	c, err := newAzureKMS(referenceStr)
	if err != nil {
		return nil, err
	}
	return &SignerVerifier{client: c}, nil
}
