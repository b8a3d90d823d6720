package azuredevopsrepo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type zipHandler struct {
	ctx     context.Context
	repourl *Repo
}

const headCommit = "HEAD"

func (z *zipHandler) getZipfile() (*http.Request, error) {
	// The zip download API is not exposed in the Azure DevOps Go SDK, so we need to construct the request manually.
	// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/zip.go:99 (escaper: the project name is the decoded path segment of the user's repo URL, which Azure allows to hold spaces, and it is spliced raw into the API path without url.PathEscape; a defect under the escaper rule, in non-test code)
	baseURL := fmt.Sprintf("https://%s/%s/%s/_apis/git/repositories/%s/items", z.repourl.host, z.repourl.organization, z.repourl.project, z.repourl.id) // defect escaper

	queryParams := url.Values{}
	queryParams.Add("path", "/")
	queryParams.Add("download", "true")
	queryParams.Add("api-version", "7.1-preview.1")
	queryParams.Add("$format", "zip")
	if z.repourl.commitSHA == headCommit {
		queryParams.Add("versionDescriptor.versionType", "branch")
		queryParams.Add("versionDescriptor.version", z.repourl.defaultBranch)
	} else {
		queryParams.Add("versionDescriptor.versionType", "commit")
		queryParams.Add("versionDescriptor.version", z.repourl.commitSHA)
	}

	parsedURL := fmt.Sprintf("%s?%s", baseURL, queryParams.Encode())
	return http.NewRequestWithContext(z.ctx, http.MethodGet, parsedURL, nil)
}
