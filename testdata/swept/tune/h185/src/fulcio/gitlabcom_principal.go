package fulcio

import (
	"context"
	"crypto/x509"
	"net/url"
)

type gitlabJobPrincipal struct {
	subject         string
	issuer          string
	url             string
	ciConfigRefURI  string
	repository      string
	repositoryOwner string
	jobID           string
}

func (p gitlabJobPrincipal) Name(_ context.Context) string { return p.subject }

func (p gitlabJobPrincipal) Embed(_ context.Context, cert *x509.Certificate) error {
	baseURL, err := url.Parse(p.url)
	if err != nil {
		return err
	}

	// ci_config_ref_uri claim is a URI that does not include protocol scheme so we need to normalize it
	// Source: github.com/sigstore/fulcio/pkg/identity/gitlabcom/principal.go:204 (sink: the claim is a scheme-less host/path like gitlab.com/group/project//.gitlab-ci.yml@ref, so url.Parse reads the host as path and Host stays empty; the same-host test below never holds and a self-hosted http issuer's scheme is never used)
	ciConfigRefURL, err := url.Parse(p.ciConfigRefURI) // defect sink
	if err != nil {
		return err
	}

	// default to https
	ciConfigRefURL.Scheme = "https"

	// or use scheme from issuer if from the same host
	if baseURL.Host == ciConfigRefURL.Host {
		ciConfigRefURL.Scheme = baseURL.Scheme
	}

	cert.URIs = []*url.URL{ciConfigRefURL}

	cert.ExtraExtensions, err = Extensions{
		Issuer:         p.issuer,
		Subject:        p.subject,
		BuildConfigURI: ciConfigRefURL.String(),
		BuildSignerURI: ciConfigRefURL.String(),
		// Source: github.com/sigstore/fulcio/pkg/identity/gitlabcom/principal.go:229 (baseslash: URL.JoinPath appends the project path to the GitLab URL with the separator; uniform sample 6 of 7 from 13 JoinPath builds)
		SourceRepositoryURI:      baseURL.JoinPath(p.repository).String(), // lookalike
		SourceRepositoryOwnerURI: baseURL.JoinPath(p.repositoryOwner).String(),
		// Source: github.com/sigstore/fulcio/pkg/identity/gitlabcom/principal.go:236 (baseslash: the /-/jobs/ element's leading slash does not drop the base path because JoinPath joins and cleans the elements; uniform sample 7 of 7 from 13 JoinPath builds)
		RunInvocationURI: baseURL.JoinPath(p.repository, "/-/jobs/", p.jobID).String(), // lookalike
	}.Render()
	return err
}
