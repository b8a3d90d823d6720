package rekor

import (
	"errors"
	"strings"
)

// Source: github.com/sigstore/rekor/pkg/pubsub/gcp/publisher.go:41 (hostform: a scheme prefix kept as the provider key that topic references start with, not a URI with an empty host.)
const URIIdentifier = "gcppubsub://" // lookalike

func providerFor(topicResourceID string) bool {
	return strings.HasPrefix(topicResourceID, URIIdentifier)
}

// Source: github.com/sigstore/rekor/pkg/signer/tink.go:74 (hostform: a key URI scheme prefix given to strings.HasPrefix, not a URI with an empty host.)
func getKeyEncryptionKey(kmsKey string) (string, error) {
	switch {
	case strings.HasPrefix(kmsKey, "gcp-kms://"): // lookalike
		return "gcp", nil
	default:
		return "", errors.New("unsupported KMS key type")
	}
}
