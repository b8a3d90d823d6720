package fulcio

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net/url"
	"testing"
)

func factSanURIIs(value string) func(x509.Certificate) error {
	return func(cert x509.Certificate) error {
		url, err := url.Parse(value)
		if err != nil {
			return err
		}
		if len(cert.URIs) == 0 || cert.URIs[0].String() != url.String() {
			return errors.New("SAN mismatch")
		}
		return nil
	}
}

func TestChainguardEmbed(t *testing.T) {
	id := "8a8b1c2d-0000-4e5f-9a0b-123456789abc"
	group := "f00dbabe-0000-4e5f-9a0b-123456789abc"
	tests := map[string]struct {
		Principal Principal
		WantErr   bool
		WantFacts map[string]func(x509.Certificate) error
	}{
		`Chainguard Service Principal`: {
			Principal: &workflowPrincipal{issuer: "https://issuer.enforce.dev", subject: id},
			WantFacts: map[string]func(x509.Certificate) error{
				// Source: github.com/sigstore/fulcio/pkg/identity/chainguard/principal_test.go:186 (syntax: expected SAN filled with a UUID as the path segment, a valid https URL)
				`Certificate SAN has correct value`: factSanURIIs(fmt.Sprintf("https://issuer.enforce.dev/%s", id)), // lookalike
			},
		},
		`Chainguard Human SSO`: {
			Principal: &workflowPrincipal{issuer: "https://issuer.enforce.dev", subject: group},
			WantFacts: map[string]func(x509.Certificate) error{
				// Source: github.com/sigstore/fulcio/pkg/identity/chainguard/principal_test.go:202 (syntax: expected SAN filled with a group UUID as the path segment, a valid https URL)
				`Certificate SAN has correct value`: factSanURIIs(fmt.Sprintf("https://issuer.enforce.dev/%s", group)), // lookalike
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
				if err := fact(cert); err != nil {
					t.Error(factName, err)
				}
			}
		})
	}
}
