package fulcio

import (
	"context"
	"errors"
	"strings"
)

// kmsClientWithOptions stands in for the Tink gcpkms/awskms NewClientWithOptions.
func kmsClientWithOptions(ctx context.Context, uriPrefix string) (string, error) {
	return uriPrefix, nil
}

// GetPrimaryKey returns a Tink AEAD encryption key from KMS.
func GetPrimaryKey(ctx context.Context, kmsKey string) (string, error) {
	switch {
	// Source: github.com/sigstore/fulcio/pkg/ca/tinkca/tinkca.go:93 (sink: a scheme prefix only searched for with strings.HasPrefix, no URI use)
	case strings.HasPrefix(kmsKey, "gcp-kms://"): // lookalike
		return kmsClientWithOptions(ctx, kmsKey)
	// Source: github.com/sigstore/fulcio/pkg/ca/tinkca/tinkca.go:100 (sink: a scheme prefix only searched for with strings.HasPrefix, no URI use)
	case strings.HasPrefix(kmsKey, "aws-kms://"): // lookalike
		return kmsClientWithOptions(ctx, kmsKey)
	default:
		return "", errors.New("unsupported KMS key type")
	}
}
