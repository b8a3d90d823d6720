// Package fake rewrites sigstore's in-memory fake KMS provider.
package fake

import (
	"context"
	"crypto"

	sigkms "kms"
)

// SignerVerifier creates and verifies digital signatures over a message using an in-memory signer
type SignerVerifier struct {
	hashFunc crypto.Hash
}

// ReferenceScheme is a scheme for fake KMS keys. Do not use in production.
// Source: github.com/sigstore/sigstore/pkg/signature/kms/fake/signer.go:38 (sink: no-URI-use rule, a scheme prefix registered with AddProvider and only matched with HasPrefix, so it has no host by design)
const ReferenceScheme = "fakekms://" // lookalike

func init() {
	sigkms.AddProvider(ReferenceScheme, func(ctx context.Context, _ string, hf crypto.Hash, _ ...sigkms.RPCOption) (sigkms.SignerVerifier, error) {
		return LoadSignerVerifier(ctx, hf)
	})
}

// LoadSignerVerifier generates a signer/verifier using the default ECDSA signer.
func LoadSignerVerifier(_ context.Context, hf crypto.Hash) (*SignerVerifier, error) {
	return &SignerVerifier{hashFunc: hf}, nil
}
