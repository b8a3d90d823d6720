// Package packageclient holds a rewritten excerpt of scorecard's deps.dev client.
package packageclient

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

type depsDevClient struct {
	client *http.Client
}

// ErrProjNotFoundInDepsDev is returned when deps.dev does not know the project.
var ErrProjNotFoundInDepsDev = errors.New("project not found in deps.dev")

// GetProjectPackageVersions asks deps.dev for the package versions of the project host/project.
func (d depsDevClient) GetProjectPackageVersions(ctx context.Context, host, project string) (*http.Response, error) {
	path := fmt.Sprintf("%s/%s", host, project)
	// Source: github.com/ossf/scorecard/v5/internal/packageclient/depsdev.go:70 (escaper: url.QueryEscape is used for the project key that forms a path segment of the deps.dev URL, the query escaper in a path where url.PathEscape is right; a defect under the escaper rule, in non-test code)
	query := fmt.Sprintf("https://api.deps.dev/v3/projects/%s:packageversions", url.QueryEscape(path)) // defect escaper

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, query, nil)
	if err != nil {
		return nil, fmt.Errorf("http.NewRequestWithContext: %w", err)
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("deps.dev GetProjectPackageVersions: %w", err)
	}
	if resp.StatusCode == http.StatusNotFound {
		resp.Body.Close()
		return nil, ErrProjNotFoundInDepsDev
	}
	return resp, nil
}
