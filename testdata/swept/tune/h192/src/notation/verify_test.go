package notation

import (
	"context"
	"testing"
)

func TestGetVerifier(t *testing.T) {
	t.Run("non-existing oci trust policy", func(t *testing.T) {
		// Source: github.com/notaryproject/notation/v2/cmd/notation/internal/verify/verify_test.go:52 (syntax: rule 4, the docs URL is prose inside the expected error message)
		expectedErrMsg := "trust policy is not present. To create a trust policy, see: https://notaryproject.dev/docs/quickstart/#create-a-trust-policy" // lookalike
		_, err := GetVerifier(context.Background())
		if err == nil || err.Error() != expectedErrMsg {
			t.Fatalf("expected %s, but got %s", expectedErrMsg, err)
		}
	})
}

func TestGetBlobVerifier(t *testing.T) {
	t.Run("non-existing blob trust policy", func(t *testing.T) {
		// Source: github.com/notaryproject/notation/v2/cmd/notation/internal/verify/verify_test.go:101 (syntax: rule 4, the docs URL is prose inside the expected error message)
		expectedErrMsg := "trust policy is not present. To create a trust policy, see: https://notaryproject.dev/docs/quickstart/#create-a-trust-policy" // lookalike
		_, err := GetBlobVerifier(context.Background())
		if err == nil || err.Error() != expectedErrMsg {
			t.Fatalf("expected %s, but got %s", expectedErrMsg, err)
		}
	})
}
