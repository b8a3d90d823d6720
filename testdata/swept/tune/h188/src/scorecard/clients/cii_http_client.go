// Package clients holds rewritten excerpts of scorecard's clients package.
package clients

import (
	"context"
	"fmt"
	"net/http"
)

// httpClientCIIBestPractices talks to the CII Best Practices (bestpractices.dev) servers.
type httpClientCIIBestPractices struct {
	baseURL string
}

// GetBadgeLevel looks up the badge of the project whose repo URI (host/owner/repo, no scheme) is uri.
func (client *httpClientCIIBestPractices) GetBadgeLevel(ctx context.Context, uri string) (int, error) {
	// Source: github.com/ossf/scorecard/v5/clients/cii_http_client.go:53 (syntax: the %s hole is filled with the repo URI, a host and path without scheme, so the result is a full https URI; judged filled by the template rule)
	repoURI := fmt.Sprintf("https://%s", uri) // lookalike
	// Source: github.com/ossf/scorecard/v5/clients/cii_http_client.go:54 (escaper: a whole repo URL, whose path may carry spaces or other reserved characters of the repo name, is spliced raw as the url= query value without url.QueryEscape; a defect under the escaper rule, in non-test code)
	url := fmt.Sprintf("%s/projects.json?url=%s", client.baseURL, repoURI) // defect escaper
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, fmt.Errorf("error during http.NewRequestWithContext: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, fmt.Errorf("error during http.Do: %w", err)
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
