package argorollouts

import (
	"fmt"
	"net/http"
	"testing"
)

func resolveArgs(spec AnalysisTemplateSpec, args map[string]string) AnalysisTemplateSpec { return spec }

func TestResolveMetricArgsUnableToSubstitute(t *testing.T) {
	spec := AnalysisTemplateSpec{
		Metrics: []Metric{
			{
				Name:     "metric1",
				Interval: "60s",
				Provider: MetricProvider{
					Prometheus: &PrometheusMetric{
						// Source: github.com/argoproj/argo-rollouts/analysis/analysis_test.go:1332 (syntax: an argument template "{{args.port}}" where the port goes, which the controller fills in before use; a template, rule 5)
						Address: "https://prometheus.kubeaddons:{{args.port}}", // lookalike
					},
				},
			},
		},
	}
	_ = resolveArgs(spec, map[string]string{"port": "8080"})
}

// TestControllerMetrics is a basic test to verify prometheus /metrics endpoint is functional
func TestControllerMetrics(t *testing.T) {
	// Source: github.com/argoproj/argo-rollouts/test/e2e/functional_test.go:1406 (hostjoin: the host is localhost, written by the test, and the port a constant, rule 3)
	resp, err := http.Get(fmt.Sprintf("http://localhost:%d/metrics", DefaultMetricsPort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("got %d", resp.StatusCode)
	}
}
