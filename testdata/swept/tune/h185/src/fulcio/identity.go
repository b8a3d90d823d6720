package fulcio

import (
	"context"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
)

// Extensions stands in for github.com/sigstore/fulcio/pkg/certificate.Extensions.
type Extensions struct {
	Issuer                   string
	Subject                  string
	BuildSignerURI           string
	SourceRepositoryURI      string
	SourceRepositoryOwnerURI string
	BuildConfigURI           string
	RunInvocationURI         string
}

// Render encodes the extensions.
func (e Extensions) Render() ([]pkix.Extension, error) {
	var out []pkix.Extension
	for i, v := range []string{e.Issuer, e.Subject, e.BuildSignerURI, e.SourceRepositoryURI, e.SourceRepositoryOwnerURI, e.BuildConfigURI, e.RunInvocationURI} {
		if v == "" {
			continue
		}
		b, err := asn1.MarshalWithParams(v, "utf8")
		if err != nil {
			return nil, err
		}
		out = append(out, pkix.Extension{Id: asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57264, 1, 8 + i}, Value: b})
	}
	return out, nil
}

// Principal stands in for identity.Principal.
type Principal interface {
	Name(context.Context) string
	Embed(context.Context, *x509.Certificate) error
}
