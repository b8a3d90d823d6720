package fulcio

import (
	"context"
	"crypto/x509"
	"net/url"
)

type githubWorkflowPrincipal struct {
	subject         string
	issuer          string
	url             string
	jobWorkflowRef  string
	repository      string
	repositoryOwner string
	workflowRef     string
	runID           string
	runAttempt      string
}

func (w githubWorkflowPrincipal) Name(_ context.Context) string { return w.subject }

func (w githubWorkflowPrincipal) Embed(_ context.Context, cert *x509.Certificate) error {
	baseURL, err := url.Parse(w.url)
	if err != nil {
		return err
	}
	// Set workflow ref URL to SubjectAlternativeName on certificate
	// Source: github.com/sigstore/fulcio/pkg/identity/github/principal.go:198 (baseslash: URL.JoinPath joins the workflow ref to the server URL with the separator, no reference resolution; uniform sample 3 of 7 from 13 JoinPath builds)
	cert.URIs = []*url.URL{baseURL.JoinPath(w.jobWorkflowRef)} // lookalike

	cert.ExtraExtensions, err = Extensions{
		Issuer:         w.issuer,
		Subject:        w.subject,
		BuildSignerURI: baseURL.JoinPath(w.jobWorkflowRef).String(),
		// Source: github.com/sigstore/fulcio/pkg/identity/github/principal.go:215 (baseslash: URL.JoinPath appends owner/repo to the server URL with the separator; uniform sample 4 of 7 from 13 JoinPath builds)
		SourceRepositoryURI:      baseURL.JoinPath(w.repository).String(), // lookalike
		SourceRepositoryOwnerURI: baseURL.JoinPath(w.repositoryOwner).String(),
		// Source: github.com/sigstore/fulcio/pkg/identity/github/principal.go:221 (baseslash: URL.JoinPath appends the workflow ref path to the server URL; uniform sample 5 of 7 from 13 JoinPath builds)
		BuildConfigURI:   baseURL.JoinPath(w.workflowRef).String(), // lookalike
		RunInvocationURI: baseURL.JoinPath(w.repository, "actions/runs", w.runID, "attempts", w.runAttempt).String(),
	}.Render()
	return err
}
