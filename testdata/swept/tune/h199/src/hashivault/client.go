// Package hashivault rewrites sigstore's HashiCorp Vault / OpenBao transit signer.
package hashivault

import (
	"crypto"
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
)

type hashivaultClient struct {
	client                  *Logical
	keyPath                 string
	transitSecretEnginePath string
}

var (
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:60 (syntax: rule 3 and 4, an error message to users with the <key> placeholder, not a URI)
	errReference   = errors.New("kms specification should be in the format hashivault://<key>") // lookalike
	referenceRegex = regexp.MustCompile(`^(?:hashivault|openbao)://(?P<path>\w(([\w-.]+)?\w)?)$`)
)

const (
	// ReferenceScheme schemes for various KMS services are copied from https://github.com/google/go-cloud/tree/master/secrets
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:72 (sink: no-URI-use rule, a scheme prefix registered with the KMS provider map and only matched with HasPrefix, so it has no host by design)
	ReferenceScheme = "hashivault://" // lookalike

	// AlternativeScheme scheme for OpenBao KMS.
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:75 (sink: no-URI-use rule, the OpenBao scheme prefix, likewise only a HasPrefix key)
	AlternativeScheme = "openbao://" // lookalike
)

// ValidReference returns a non-nil error if the reference string is invalid
func ValidReference(ref string) error {
	if !referenceRegex.MatchString(ref) {
		return errReference
	}
	return nil
}

func parseReference(resourceID string) (keyPath string, err error) {
	i := referenceRegex.SubexpIndex("path")
	v := referenceRegex.FindStringSubmatch(resourceID)
	if len(v) < i+1 {
		err = fmt.Errorf("invalid vault format %q: %w", resourceID, err)
		return keyPath, err
	}
	keyPath = v[i]
	return keyPath, err
}

func newHashivaultClient(address, transitSecretEnginePath, keyResourceID string) (*hashivaultClient, error) {
	if err := ValidReference(keyResourceID); err != nil {
		return nil, err
	}
	keyPath, err := parseReference(keyResourceID)
	if err != nil {
		return nil, err
	}
	if address == "" {
		address = os.Getenv("VAULT_ADDR")
	}
	if address == "" {
		return nil, errors.New("VAULT_ADDR or BAO_ADDR is not set")
	}
	addr, err := url.Parse(address)
	if err != nil {
		return nil, fmt.Errorf("new vault client: %w", err)
	}
	if transitSecretEnginePath == "" {
		transitSecretEnginePath = os.Getenv("TRANSIT_SECRET_ENGINE_PATH")
	}
	if transitSecretEnginePath == "" {
		transitSecretEnginePath = "transit"
	}
	return &hashivaultClient{client: &Logical{addr: addr}, keyPath: keyPath, transitSecretEnginePath: transitSecretEnginePath}, nil
}

func (h *hashivaultClient) fetchPublicKey() (*Secret, error) {
	client := h.client

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:222 (escaper: template rule, a Vault API path, not a URL; the key path is limited to word characters by the reference regexp, the mount path may hold slashes on purpose, and Vault's client joins it under /v1/ with path.Join)
	path := fmt.Sprintf("/%s/keys/%s", h.transitSecretEnginePath, h.keyPath) // lookalike

	keyResult, err := client.Read(path)
	if err != nil {
		return nil, fmt.Errorf("public key: %w", err)
	}
	return keyResult, nil
}

func (h hashivaultClient) sign(digest []byte, alg crypto.Hash) (*Secret, error) {
	client := h.client
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:342 (escaper: template rule, Vault API path from the mount path, the word-character key path and a constant hash suffix, joined by Vault's client with path.Join; nothing needs escaping)
	return client.Write(fmt.Sprintf("/%s/sign/%s%s", h.transitSecretEnginePath, h.keyPath, hashString(alg)), map[string]any{ // lookalike
		"input": digest,
	})
}

func (h hashivaultClient) verify(sig, digest []byte, alg crypto.Hash) (*Secret, error) {
	client := h.client
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:405 (escaper: template rule, Vault API path of safe segments; the doubled slash before the /sha2-256 suffix is collapsed by the path.Join in Vault's client, so the request path is right)
	return client.Write(fmt.Sprintf("/%s/verify/%s/%s", h.transitSecretEnginePath, h.keyPath, hashString(alg)), map[string]any{ // lookalike
		"input":     digest,
		"signature": sig,
	})
}

func hashString(h crypto.Hash) string {
	var hashStr string
	switch h {
	case crypto.SHA224:
		hashStr = "/sha2-224"
	case crypto.SHA256:
		hashStr = "/sha2-256"
	case crypto.SHA384:
		hashStr = "/sha2-384"
	case crypto.SHA512:
		hashStr = "/sha2-512"
	default:
		hashStr = ""
	}
	return hashStr
}

func (h hashivaultClient) createKey(typeStr string) (*Secret, error) {
	client := h.client

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/client.go:464 (escaper: template rule, the same Vault API key path as in fetchPublicKey, made of safe segments and joined by Vault's client)
	if _, err := client.Write(fmt.Sprintf("/%s/keys/%s", h.transitSecretEnginePath, h.keyPath), map[string]any{ // lookalike
		"type": typeStr,
	}); err != nil {
		return nil, fmt.Errorf("failed to create transit key: %w", err)
	}
	return h.fetchPublicKey()
}

// SignerVerifier creates and verifies digital signatures over a message using Hashicorp Vault KMS service
type SignerVerifier struct {
	hashFunc crypto.Hash
	client   *hashivaultClient
}

// LoadSignerVerifier generates signatures using the specified key object in Vault and hash algorithm.
func LoadSignerVerifier(referenceStr string, hashFunc crypto.Hash) (*SignerVerifier, error) {
	c, err := newHashivaultClient("", "", referenceStr)
	if err != nil {
		return nil, err
	}
	return &SignerVerifier{hashFunc: hashFunc, client: c}, nil
}
