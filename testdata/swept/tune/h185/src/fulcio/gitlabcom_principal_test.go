package fulcio

import (
	"context"
	"crypto/x509"
	"encoding/asn1"
	"errors"
	"fmt"
	"testing"
)

func factExtensionIs(oid asn1.ObjectIdentifier, value string) func(x509.Certificate) error {
	return func(cert x509.Certificate) error {
		for _, ext := range cert.ExtraExtensions {
			if ext.Id.Equal(oid) {
				var strVal string
				_, _ = asn1.UnmarshalWithParams(ext.Value, &strVal, "utf8")
				if value != strVal {
					return fmt.Errorf("expected oid %v to be %s, but got %s", oid, value, strVal)
				}
				return nil
			}
		}
		return errors.New("extension not set")
	}
}

func TestGitlabEmbed(t *testing.T) {
	tests := map[string]struct {
		Principal Principal
		WantErr   bool
		WantFacts map[string]func(x509.Certificate) error
	}{
		`GitLab job challenge should have issue, subject and url embedded`: {
			Principal: &gitlabJobPrincipal{
				issuer:          "https://gitlab.com",
				subject:         "project_path:cpanato/testing-cosign:ref_type:branch:ref:main",
				url:             "https://gitlab.com/",
				ciConfigRefURI:  "gitlab.com/cpanto/testing-cosign//.gitlab-ci.yml@refs/head/main",
				repository:      "cpanato/testing-cosign",
				repositoryOwner: "cpanato",
				jobID:           "3659681386",
			},
			WantFacts: map[string]func(x509.Certificate) error{
				// Source: github.com/sigstore/fulcio/pkg/identity/gitlabcom/principal_test.go:361 (dotsegment: the empty segment before .gitlab-ci.yml is GitLab's own project//file separator in ci_config_ref_uri, the expected output of the code that builds it, and .gitlab-ci.yml is a file name, no dot segment)
				`Certificate has correct builder signer URI extension`: factExtensionIs(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57264, 1, 9}, "https://gitlab.com/cpanto/testing-cosign//.gitlab-ci.yml@refs/head/main"), // lookalike
				// Source: github.com/sigstore/fulcio/pkg/identity/gitlabcom/principal_test.go:370 (dotsegment: the same expected build config URI keeping GitLab's // separator, expected output of the URI-building code, no dot segment)
				`Certificate has correct build config URI extension`: factExtensionIs(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57264, 1, 18}, "https://gitlab.com/cpanto/testing-cosign//.gitlab-ci.yml@refs/head/main"), // lookalike
			},
		},
	}
	for name, test := range tests {
		t.Run(name, func(t *testing.T) {
			var cert x509.Certificate
			if err := test.Principal.Embed(context.TODO(), &cert); err != nil {
				if !test.WantErr {
					t.Error(err)
				}
				return
			}
			for factName, fact := range test.WantFacts {
				_ = fact(cert)
				_ = factName
			}
		})
	}
}
