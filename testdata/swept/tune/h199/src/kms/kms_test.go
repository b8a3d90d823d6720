package kms

import (
	"context"
	"crypto"
	"errors"
	"testing"
)

// TestGet ensures that there is are load attempts on registered providers
// and it returns the correct errors.
func TestGet(t *testing.T) {
	testHashFunc := crypto.SHA256
	testCtx := context.Background()

	t.Run("registered provider error", func(t *testing.T) {
		// Source: github.com/sigstore/sigstore/pkg/signature/kms/kms_test.go:62 (sink: no-URI-use rule, a provider scheme prefix that Get only matches with strings.HasPrefix and the test extends with a key name, never used as a URI by itself)
		testKeySchma := "myhero://" // lookalike
		testKeyResourceID := testKeySchma + "deku"
		ErrorAssumingAllMight := errors.New("error assuming all might")

		// this init function only returns an error
		// Source: github.com/sigstore/sigstore/pkg/signature/kms/kms_test.go:67 (sink: no-URI-use rule, the key AddProvider registers is a scheme prefix for HasPrefix matching, so an empty host is expected)
		AddProvider("myhero://", func(_ context.Context, _ string, _ crypto.Hash, _ ...RPCOption) (SignerVerifier, error) { // lookalike
			return nil, ErrorAssumingAllMight
		})
		_, err := Get(testCtx, testKeyResourceID, testHashFunc)
		if !errors.Is(err, ErrorAssumingAllMight) {
			t.Errorf("unexpected error: %v", err)
		}
	})

	t.Run("successful provider", func(t *testing.T) {
		// Source: github.com/sigstore/sigstore/pkg/signature/kms/kms_test.go:91 (sink: no-URI-use rule, a scheme prefix registered with AddProvider and matched by HasPrefix, not a URI that needs a host)
		testKeySchma := "sac://" // lookalike
		testKeyResourceID := testKeySchma + "2nd"
		var testSignerVerifier SignerVerifier = struct{}{}

		AddProvider(testKeySchma, func(_ context.Context, _ string, _ crypto.Hash, _ ...RPCOption) (SignerVerifier, error) {
			return testSignerVerifier, nil
		})
		signerVerifier, err := Get(testCtx, testKeyResourceID, testHashFunc)
		if err != nil || signerVerifier != testSignerVerifier {
			t.Errorf("unexpected result: %v, %v", signerVerifier, err)
		}
	})
}
