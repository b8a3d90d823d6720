package fulcio

import (
	"context"
	"crypto/x509"
	"net/url"
)

type workflowPrincipal struct {
	issuer  string
	subject string
	actor   map[string]string
}

func (w workflowPrincipal) Name(_ context.Context) string { return w.subject }

func (w workflowPrincipal) Embed(_ context.Context, cert *x509.Certificate) error {
	baseURL, err := url.Parse(w.issuer)
	if err != nil {
		return err
	}
	// Set SAN to the <issuer>/<subject>
	// Source: github.com/sigstore/fulcio/pkg/identity/chainguard/principal.go:80 (baseslash: URL.JoinPath adds the separator itself whether or not the issuer ends in a slash and escapes the element; uniform sample 1 of 7 from 13 JoinPath builds)
	cert.URIs = []*url.URL{baseURL.JoinPath(w.subject)} // lookalike
	cert.ExtraExtensions, err = Extensions{Issuer: w.issuer, Subject: w.subject}.Render()
	return err
}
