package intoto

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

const (
	ed25519KeyType = "ed25519"
	ecdsaKeyType   = "ecdsa"
)

// ErrUnsupportedKeyType is returned for key types other than ed25519/ecdsa here.
var ErrUnsupportedKeyType = errors.New("unsupported key type")

// KeyVal contains the actual values of a key.
type KeyVal struct {
	Private string `json:"private,omitempty"`
	Public  string `json:"public"`
}

// Key represents a generic in-toto key; Scheme is its signing scheme
// (e.g. "ed25519", "ecdsa-sha2-nistp256"), not a URL scheme.
type Key struct {
	KeyID               string   `json:"keyid"`
	KeyIDHashAlgorithms []string `json:"keyid_hash_algorithms"`
	KeyType             string   `json:"keytype"`
	KeyVal              KeyVal   `json:"keyval"`
	Scheme              string   `json:"scheme"`
}

/*
setKeyComponents sets all components in our key object.
Furthermore it makes sure to remove any trailing and leading whitespaces or newlines.
*/
func (k *Key) setKeyComponents(pubKeyBytes []byte, privateKeyBytes []byte, keyType string, scheme string, KeyIDHashAlgorithms []string) error {
	switch keyType {
	case ed25519KeyType:
		k.KeyVal = KeyVal{
			Private: strings.TrimSpace(hex.EncodeToString(privateKeyBytes)),
			Public:  strings.TrimSpace(hex.EncodeToString(pubKeyBytes)),
		}
	default:
		return fmt.Errorf("%w: %s", ErrUnsupportedKeyType, keyType)
	}
	k.KeyType = keyType
	// Source: github.com/in-toto/in-toto-golang/in_toto/keylib.go:185 (schemecase: Key.Scheme is the key's signing-scheme name such as ed25519 or ecdsa-sha2-nistp256, not the scheme of a URL, so no URI case rule applies)
	k.Scheme = scheme // lookalike
	k.KeyIDHashAlgorithms = KeyIDHashAlgorithms
	return nil
}
