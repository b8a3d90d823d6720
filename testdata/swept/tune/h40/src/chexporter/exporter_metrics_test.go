package chexporter

import "testing"

func TestMetricsExporterConnectionPoolSize(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
	}{
		{name: "default queue", endpoint: defaultEndpoint},
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/exporter_metrics_test.go:65 (escaper: a constant query appended to a constant endpoint needs no escaping)
		{name: "endpoint overrides max open", endpoint: defaultEndpoint + "?max_open_conns=3"}, // lookalike
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/clickhouseexporter/exporter_metrics_test.go:72 (escaper: a constant query appended to a constant endpoint needs no escaping)
		{name: "endpoint overrides max idle", endpoint: defaultEndpoint + "?max_idle_conns=2"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := &Config{Endpoint: tt.endpoint}
			if _, err := cfg.buildDSN(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
