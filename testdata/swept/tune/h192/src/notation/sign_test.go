package notation

import (
	"context"
	"testing"
)

func TestGetSignerFromOpts(t *testing.T) {
	ctx := context.Background()
	t.Run("empty key", func(t *testing.T) {
		// Source: github.com/notaryproject/notation/v2/cmd/notation/internal/sign/sign_test.go:209 (syntax: rule 4, the docs URL is prose inside the expected error message)
		expectedErrMsg := `unsupported key, either provide a local key and certificate file paths, or a key name in config.json, check https://notaryproject.dev/docs/user-guides/how-to/notation-config-file/ for details` // lookalike
		opts := &SignerFlagOpts{
			Key: "empty",
		}
		_, err := GetSigner(ctx, opts)
		if err == nil || err.Error() != expectedErrMsg {
			t.Fatalf("expected %s, but got %s", expectedErrMsg, err)
		}
	})
}
