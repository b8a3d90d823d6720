package metrics

import (
	"testing"

	"gatus/config/endpoint"
)

func TestInitializePrometheusMetrics(t *testing.T) {
	cfgWithExtras := &Config{
		Endpoints: []*endpoint.Endpoint{
			{
				Name:  "TestEP",
				Group: "G",
				// Source: github.com/TwiN/gatus/v5/metrics/metrics_test.go:25 (plainhttp: http to the single-label host x in an endpoint only used to register metric labels, no public host and never fetched; and the plainhttp check exempts single-label names)
				URL: "http://x/", // lookalike
			},
		},
	}
	InitializePrometheusMetrics(cfgWithExtras)
	if resultTotal == nil {
		t.Error("resultTotal metric not initialized")
	}
}
