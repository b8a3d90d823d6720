package kueue

import "fmt"

// MetricsScrapeURL is the address the performance runner scrapes.
func MetricsScrapeURL(metricsPort int) *string {
	// Source: sigs.k8s.io/kueue/test/performance/scheduler/runner/main.go:167 (hostjoin: the host is the constant localhost and only the free port is formatted in.)
	u := fmt.Sprintf("http://localhost:%d/metrics", metricsPort) // lookalike
	return &u
}
