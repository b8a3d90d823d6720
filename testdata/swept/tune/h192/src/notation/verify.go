package notation

import (
	"context"
	"errors"
)

var errTrustPolicyNotPresent = errors.New("trust policy is not present. To create a trust policy, see: https://notaryproject.dev/docs/quickstart/#create-a-trust-policy")

// GetVerifier returns a verifier for OCI artifacts.
func GetVerifier(ctx context.Context) (interface{}, error) {
	return nil, errTrustPolicyNotPresent
}

// GetBlobVerifier returns a verifier for blobs.
func GetBlobVerifier(ctx context.Context) (interface{}, error) {
	return nil, errTrustPolicyNotPresent
}
