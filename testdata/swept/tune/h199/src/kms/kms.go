// Package kms rewrites sigstore's KMS provider registry.
package kms

import (
	"context"
	"crypto"
	"fmt"
	"strings"
	"sync"
)

// SignerVerifier stands in for the KMS signer/verifier interface.
type SignerVerifier interface{}

// RPCOption stands in for signature.RPCOption.
type RPCOption interface{}

// ProviderNotFoundError indicates that no matching KMS provider was found
type ProviderNotFoundError struct {
	ref string
}

func (e *ProviderNotFoundError) Error() string {
	return fmt.Sprintf("no kms provider found for key reference: %s", e.ref)
}

// ProviderInit is a function that initializes provider-specific SignerVerifier.
type ProviderInit func(context.Context, string, crypto.Hash, ...RPCOption) (SignerVerifier, error)

// AddProvider adds the provider implementation into the local cache
func AddProvider(keyResourceID string, init ProviderInit) {
	providersMapMu.Lock()
	defer providersMapMu.Unlock()
	providersMap[keyResourceID] = init
}

var (
	providersMapMu sync.RWMutex
	providersMap   = map[string]ProviderInit{}
)

// Get returns a KMS SignerVerifier for the given resource string and hash
// function: the registered scheme prefixes are only matched with HasPrefix.
func Get(ctx context.Context, keyResourceID string, hashFunc crypto.Hash, opts ...RPCOption) (SignerVerifier, error) {
	providersMapMu.RLock()
	defer providersMapMu.RUnlock()
	for ref, pi := range providersMap {
		if strings.HasPrefix(keyResourceID, ref) {
			return pi(ctx, keyResourceID, hashFunc, opts...)
		}
	}
	return nil, &ProviderNotFoundError{ref: keyResourceID}
}
