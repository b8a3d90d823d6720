package prwexporter

import "testing"

func TestNewPRWExporter(t *testing.T) {
	cfg := createDefaultConfig()
	tests := []struct {
		name                string
		endpoint            string
		externalLabels      map[string]string
		returnErrorOnCreate bool
	}{
		{
			name: "invalid_URL",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/exporter_test.go:86 (syntax: rule 2a and 2b, the row is named invalid_URL and expects newPRWExporter to fail)
			endpoint:            "invalid URL", // lookalike
			externalLabels:      map[string]string{"Key1": "Val1"},
			returnErrorOnCreate: true,
		},
		{
			name: "invalid_labels_case",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/exporter_test.go:96 (plainhttp: a placeholder host under a nonexistent top-level domain; the exporter is only created, nothing is sent)
			endpoint:            "http://some.url:9411/api/prom/push", // lookalike
			externalLabels:      map[string]string{"Key1": ""},
			returnErrorOnCreate: true,
		},
		{
			name: "success_case",
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/exporter_test.go:106 (plainhttp: a placeholder host under a nonexistent top-level domain; the exporter is only created, nothing is sent)
			endpoint:       "http://some.url:9411/api/prom/push", // lookalike
			externalLabels: map[string]string{"Key1": "Val1"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg.HTTP.Endpoint = tt.endpoint
			cfg.ExternalLabels = tt.externalLabels
			prwe, err := newPRWExporter(cfg)
			if tt.returnErrorOnCreate {
				if err == nil {
					t.Fatal("expected error")
				}
				return
			}
			if err != nil || prwe.endpointURL == nil {
				t.Fatal(err)
			}
		})
	}
}

func TestWALOnExporterRoundTrip(t *testing.T) {
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/exporter_test.go:1066 (syntax: rule 4, a link inside a skip message is prose, not a URI)
	t.Skip("skipping test, see https://github.com/open-telemetry/opentelemetry-collector-contrib/issues/10142") // lookalike
}
