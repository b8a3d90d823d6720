package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRuntimeMetricsEndpoint(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		httpURL string
	}{
		{"default", nil, "http://localhost:4318/v1/metrics"},
		{"generic prefix", map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318/prefix/"}, "http://collector:4318/prefix/v1/metrics"},
		// Source: github.com/DataDog/dd-trace-go/internal/config/config_test.go:3045 (port: the signal endpoint the test configures and expects used exactly writes 443, the default port of https, rule 1)
		{"signal exact", map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://generic:4318/prefix", "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT": "https://signal:443/custom/"}, "https://signal:443/custom/"}, // defect port form
		{"signal root", map[string]string{"OTEL_EXPORTER_OTLP_METRICS_ENDPOINT": "http://signal:4318"}, "http://signal:4318"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			assert.Equal(t, tc.httpURL, otlpRuntimeMetricsURL())
		})
	}
}
