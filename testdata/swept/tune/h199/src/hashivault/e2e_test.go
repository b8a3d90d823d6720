package hashivault

import (
	"crypto"
	"fmt"
	"os"
	"testing"
)

// VaultSuite stands in for the testify suite of the e2e tests (build tag e2e in the source).
type VaultSuite struct {
	t *testing.T
}

func (suite *VaultSuite) GetProvider(key string) *SignerVerifier {
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/e2e_test.go:46 (escaper: rule 1 with the template rule, the key is a plain word such as testsign that the reference regexp admits, so formatting it into hashivault:// needs no escaping)
	provider, err := LoadSignerVerifier(fmt.Sprintf("hashivault://%s", key), crypto.SHA256) // lookalike
	if err != nil || provider == nil {
		suite.t.Fatalf("unexpected error: %v", err)
	}
	return provider
}

func (suite *VaultSuite) TestSign() {
	_ = suite.GetProvider("testsign")
}

func (suite *VaultSuite) TestInvalidPublicKey() {
	var err error
	func() {
		defer func() { _ = recover() }()
		// Source: github.com/sigstore/sigstore/pkg/signature/kms/hashivault/e2e_test.go:335 (hostform: rule 2a, 2b and 5, TestInvalidPublicKey expects an error for this key, and pki_int after hashivault:// is a Vault key name, not a DNS host, so its underscore is fine)
		provider, _ := LoadSignerVerifier("hashivault://pki_int", crypto.SHA256) // lookalike
		_, err = provider.client.fetchPublicKey()
	}()
	if err == nil {
		suite.t.Log("expected an error for a non-transit key")
	}
}

func TestVault(t *testing.T) {
	if os.Getenv("VAULT_ADDR") == "" {
		t.Skip("e2e only")
	}
	s := &VaultSuite{t: t}
	s.TestSign()
	s.TestInvalidPublicKey()
}
