package confluentkafka

import (
	"fmt"
	"net/url"
	"strings"
)

const (
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/awskms/aws_driver.go:33 (hostform: a KMS key URI prefix matched against key URIs, not a URI that names a host)
	awsPrefix = "aws-kms://" // lookalike
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/hcvault/hcvault_driver.go:26 (hostform: a KMS key URI prefix matched against key URIs, not a URI that names a host)
	vaultPrefix = "hcvault://" // lookalike
)

// VaultConfig is the configuration of a Vault API client.
type VaultConfig struct {
	Address string
}

// NewVaultClient turns a vault key URI prefix into a Vault client config.
func NewVaultClient(uriPrefix string) (*VaultConfig, error) {
	if !strings.HasPrefix(strings.ToLower(uriPrefix), vaultPrefix) {
		return nil, fmt.Errorf("key URI must start with %s", vaultPrefix)
	}
	uri := strings.TrimPrefix(uriPrefix, vaultPrefix)
	if !strings.HasPrefix(uri, "http") {
		// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/hcvault/hcvault_client.go:56 (sink: https is put in front of the vault address only when it has no http scheme yet, so the client gets a full URL)
		uri = "https://" + uri // lookalike
	}
	vurl, err := url.Parse(uri)
	if err != nil {
		return nil, err
	}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/hcvault/hcvault_client.go:72 (hostjoin: the parsed URL's Host is already host:port with any IPv6 address in brackets, so no bare ':' join is made)
	address := vurl.Scheme + "://" + vurl.Host // lookalike
	return &VaultConfig{Address: address}, nil
}

// azureKeyInfo splits an Azure key id into the vault URL, key name and key version.
func azureKeyInfo(keyID string) (vaultURL, keyName, keyVersion string, err error) {
	u, err := url.Parse(keyID)
	if err != nil {
		return "", "", "", err
	}
	parts := strings.Split(u.Path, "/")
	if len(parts) != 4 || parts[0] != "" || parts[1] != "keys" {
		return "", "", "", fmt.Errorf("malformed keyPath")
	}
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/azurekms/azure_aead.go:94 (hostjoin: the parsed URL's Host is already host:port with any IPv6 address in brackets, so no bare ':' join is made)
	return u.Scheme + "://" + u.Host, parts[2], parts[3], nil // lookalike
}

// Kek is a key encryption key held by the registry.
type Kek struct {
	KmsType  string
	KmsKeyID string
}

func getKMSClient(kekURL string) (string, error) {
	if strings.HasPrefix(kekURL, awsPrefix) {
		return "aws", nil
	}
	return "", fmt.Errorf("no KMS driver for %s", kekURL)
}

func getAead(kek Kek) (string, error) {
	// Source: github.com/confluentinc/confluent-kafka-go/v2/schemaregistry/rules/encryption/encrypt_executor.go:633 (syntax: a KMS key URI whose part after the scheme is an opaque key id such as an ARN with colons, matched by prefix and never parsed as a host and port)
	kekURL := kek.KmsType + "://" + kek.KmsKeyID // lookalike
	return getKMSClient(kekURL)
}

var _ = getAead
var _ = azureKeyInfo
