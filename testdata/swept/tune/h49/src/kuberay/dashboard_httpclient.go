package kuberay

import (
	"context"
	"net/http"
	"net/url"
)

// JobPath is the dashboard jobs endpoint.
const JobPath = "/api/jobs/"

// ServeDetailsPath is the dashboard serve applications endpoint.
const ServeDetailsPath = "/api/serve/applications/"

// RayDashboardClient talks to the Ray dashboard.
type RayDashboardClient struct {
	client       *http.Client
	dashboardURL string
}

// InitClient sets the client and the dashboard URL.
func (r *RayDashboardClient) InitClient(client *http.Client, dashboardURL string) {
	r.client = client
	r.dashboardURL = dashboardURL
}

// GetJobInfo fetches one job.
func (r *RayDashboardClient) GetJobInfo(ctx context.Context, jobId string) (*http.Response, error) {
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/dashboardclient/dashboard_httpclient.go:145 (escaper: a raw job ID appended to the path; whether an ID needs escaping is not known from the code)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, r.dashboardURL+JobPath+jobId, nil) // lookalike
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}

// GetServeDetails fetches serve application details.
func (r *RayDashboardClient) GetServeDetails(ctx context.Context) (*http.Response, error) {
	u, err := url.Parse(r.dashboardURL + ServeDetailsPath)
	if err != nil {
		return nil, err
	}
	q := u.Query()
	q.Set("api_type", "declarative")
	u.RawQuery = q.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}
