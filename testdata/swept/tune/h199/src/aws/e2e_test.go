package aws

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// AWSSuite stands in for the testify suite of the e2e tests (build tag e2e in the source).
type AWSSuite struct {
	t        *testing.T
	endpoint string
}

func (suite *AWSSuite) GetProvider(key string) *SignerVerifier {
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/e2e_test.go:57 (escaper: rule 1 with the template rule, the endpoint is an authority from AWS_ENDPOINT and the key is an alias/... or UUID whose slash is part of the awskms format, so splicing them raw gives a valid reference)
	provider, err := LoadSignerVerifier(context.Background(), fmt.Sprintf("awskms://%s/%s", suite.endpoint, key)) // lookalike
	if err != nil || provider == nil {
		suite.t.Fatalf("unexpected error: %v", err)
	}
	return provider
}

func (suite *AWSSuite) SetupSuite() {
	suite.endpoint = os.Getenv("AWS_ENDPOINT")
}

func (suite *AWSSuite) TestGetProvider() {
	_ = suite.GetProvider("alias/provider")
	_ = suite.GetProvider("1234abcd-12ab-34cd-56ef-1234567890ab")
}

func (suite *AWSSuite) TestInvalidProvider() {
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/e2e_test.go:78 (escaper: rule 2a and 2b, TestInvalidProvider requires an error for this nonsense reference)
	provider, err := LoadSignerVerifier(context.Background(), fmt.Sprintf("awskms://%s/nonsense", suite.endpoint)) // lookalike
	if err == nil || provider != nil {
		suite.t.Fatal("expected error")
	}
}

func TestAWS(t *testing.T) {
	if os.Getenv("AWS_ENDPOINT") == "" {
		t.Skip("e2e only")
	}
	s := &AWSSuite{t: t}
	s.SetupSuite()
	s.TestGetProvider()
	s.TestInvalidProvider()
}
