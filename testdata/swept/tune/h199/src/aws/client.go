// Package aws rewrites sigstore's AWS KMS signer reference handling.
package aws

import (
	"context"
	"crypto"
	"errors"
	"fmt"
	"regexp"

	sigkms "kms"
)

func init() {
	sigkms.AddProvider(ReferenceScheme, func(ctx context.Context, keyResourceID string, _ crypto.Hash, _ ...sigkms.RPCOption) (sigkms.SignerVerifier, error) {
		return LoadSignerVerifier(ctx, keyResourceID)
	})
}

const (
	// ReferenceScheme schemes for various KMS services are copied from https://github.com/google/go-cloud/tree/master/secrets
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:52 (sink: no-URI-use rule, a scheme prefix registered with AddProvider and only matched with HasPrefix, so it has no host by design)
	ReferenceScheme = "awskms://" // lookalike
)

// awsConfig stands in for aws.Config of the AWS SDK.
type awsConfig struct {
	BaseEndpoint *string
}

type awsClient struct {
	cfg      awsConfig
	endpoint string
	keyID    string
	alias    string
}

var (
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:64 (syntax: rule 4, an error message to users with bracketed placeholders around the awskms reference form, not a URI)
	errKMSReference = errors.New("kms specification should be in the format awskms://[ENDPOINT]/[ID/ALIAS/ARN] (endpoint optional)") // lookalike

	uuidRE = `m?r?k?-?[A-Fa-f0-9]{8}-?[A-Fa-f0-9]{4}-?[A-Fa-f0-9]{4}-?[A-Fa-f0-9]{4}-?[A-Fa-f0-9]{12}`
	arnRE  = `arn:(?:aws|aws-us-gov|aws-cn):kms:[a-z0-9-]+:\d{12}:`
	hostRE = `([^/]*)/`
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:79 (syntax: no-URI-use rule, a regular expression compiled by regexp.MustCompile and only matched against references, not a URI)
	keyIDRE = regexp.MustCompile(`^awskms://` + hostRE + `(` + uuidRE + `)$`) // lookalike
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:80 (syntax: no-URI-use rule, a regular expression for key ARNs, used only for matching)
	keyARNRE = regexp.MustCompile(`^awskms://` + hostRE + `(` + arnRE + `key/` + uuidRE + `)$`) // lookalike
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:81 (syntax: no-URI-use rule, a regular expression for alias names, used only for matching)
	aliasNameRE = regexp.MustCompile(`^awskms://` + hostRE + `((alias/.*))$`) // lookalike
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:82 (syntax: no-URI-use rule, a regular expression for alias ARNs, used only for matching)
	aliasARNRE = regexp.MustCompile(`^awskms://` + hostRE + `(` + arnRE + `(alias/.*))$`) // lookalike
	allREs     = []*regexp.Regexp{keyIDRE, keyARNRE, aliasNameRE, aliasARNRE}
)

// ValidReference returns a non-nil error if the reference string is invalid
func ValidReference(ref string) error {
	for _, re := range allREs {
		if re.MatchString(ref) {
			return nil
		}
	}
	return errKMSReference
}

// ParseReference parses an awskms-scheme URI into its constituent parts.
func ParseReference(resourceID string) (endpoint, keyID, alias string, err error) {
	var v []string
	for _, re := range allREs {
		v = re.FindStringSubmatch(resourceID)
		if len(v) >= 3 {
			endpoint, keyID = v[1], v[2]
			if len(v) == 4 {
				alias = v[3]
			}
			return
		}
	}
	err = fmt.Errorf("invalid awskms format %q", resourceID)
	return
}

func newAWSClient(ctx context.Context, keyResourceID string) (*awsClient, error) {
	if err := ValidReference(keyResourceID); err != nil {
		return nil, err
	}
	a := &awsClient{}
	var err error
	a.endpoint, a.keyID, a.alias, err = ParseReference(keyResourceID)
	if err != nil {
		return nil, err
	}
	if err := a.setupClient(ctx); err != nil {
		return nil, err
	}
	return a, nil
}

func (a *awsClient) setupClient(_ context.Context) (err error) {
	if a.endpoint != "" {
		// Source: github.com/sigstore/sigstore/pkg/signature/kms/aws/client.go:149 (escaper: escaper check definition, the endpoint is the authority taken verbatim from the awskms://ENDPOINT/ reference, such as localhost:4566, already in URI form, so prefixing https:// needs no escaping or host-port join)
		ep := "https://" + a.endpoint // lookalike
		a.cfg.BaseEndpoint = &ep
	}
	return
}

// SignerVerifier is an AWS KMS signer/verifier.
type SignerVerifier struct {
	client *awsClient
}

// LoadSignerVerifier generates signatures using the specified key object in AWS KMS.
func LoadSignerVerifier(ctx context.Context, referenceStr string) (*SignerVerifier, error) {
	a, err := newAWSClient(ctx, referenceStr)
	if err != nil {
		return nil, err
	}
	return &SignerVerifier{client: a}, nil
}
