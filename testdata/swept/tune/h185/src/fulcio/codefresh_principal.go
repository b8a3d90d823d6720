package fulcio

import (
	"context"
	"crypto/x509"
	"fmt"
	"net/url"
)

type codefreshWorkflowPrincipal struct {
	issuer       string
	subject      string
	accountID    string
	accountName  string
	pipelineID   string
	pipelineName string
	workflowID   string
	scmRepoURL   string
	platformURL  string
}

func (w codefreshWorkflowPrincipal) Name(_ context.Context) string { return w.subject }

func (w codefreshWorkflowPrincipal) Embed(_ context.Context, cert *x509.Certificate) error {
	baseURL, err := url.Parse(w.platformURL)
	if err != nil {
		return err
	}
	// Set SAN to the <platform url>/<account name>/<pipeline name>:<account id>/<pipeline id>
	// Source: github.com/sigstore/fulcio/pkg/identity/codefresh/principal.go:150 (hostjoin: %s:%s joins a pipeline name and an account ID into a path element for JoinPath, no host and port, and the colon sits in a later path segment of an absolute URL)
	cert.URIs = []*url.URL{baseURL.JoinPath(w.accountName, fmt.Sprintf("%s:%s/%s", w.pipelineName, w.accountID, w.pipelineID))} // lookalike

	cert.ExtraExtensions, err = Extensions{
		Issuer:              w.issuer,
		Subject:             w.subject,
		BuildSignerURI:      baseURL.JoinPath("build", w.workflowID).String(),
		SourceRepositoryURI: w.scmRepoURL,
		// Source: github.com/sigstore/fulcio/pkg/identity/codefresh/principal.go:162 (baseslash: URL.JoinPath inserts the separators between the platform URL and the elements; uniform sample 2 of 7 from 13 JoinPath builds)
		BuildConfigURI:   baseURL.JoinPath("api", "pipelines", w.pipelineID).String(), // lookalike
		RunInvocationURI: baseURL.JoinPath("build", w.workflowID).String(),
	}.Render()
	return err
}
