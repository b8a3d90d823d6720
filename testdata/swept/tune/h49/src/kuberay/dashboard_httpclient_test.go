package kuberay

import (
	"context"
	"net/http"
	"testing"
)

func TestGetServeDetailsWithInvalidDashboardURL(t *testing.T) {
	invalidClient := &RayDashboardClient{
		// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/dashboardclient/dashboard_httpclient_test.go:211 (syntax: deliberate fixture named invalid, and the test expects the parse error; rules 2a and 2b)
		dashboardURL: "://invalid-url", // lookalike
		client:       &http.Client{},
	}
	if _, err := invalidClient.GetServeDetails(context.TODO()); err == nil {
		t.Fatal("expected error for invalid dashboard URL")
	}
}
