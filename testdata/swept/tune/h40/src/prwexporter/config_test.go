package prwexporter

import (
	"reflect"
	"testing"
	"time"

	"go.opentelemetry.io/collector/config/confighttp"
)

func TestLoadConfig(t *testing.T) {
	clientConfigWithoutHeaders := confighttp.NewDefaultClientConfig()
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/config_test.go:36 (sink: rule 1, the expected configuration puts a bare host and port in the HTTP endpoint that newPRWExporter hands to url.ParseRequestURI, which reads it as scheme localhost)
	clientConfigWithoutHeaders.Endpoint = "localhost:8888" // defect sink

	tests := []struct {
		id       string
		expected *Config
	}{
		{id: "prometheusremotewrite", expected: &Config{HTTP: clientConfigWithoutHeaders}},
		{
			id: "prometheusremotewrite/2",
			expected: &Config{
				Namespace: "test-space",
				HTTP: func() confighttp.ClientConfig {
					cc := confighttp.NewDefaultClientConfig()
					// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/config_test.go:123 (sink: rule 1, a bare host and port as the expected HTTP endpoint where a URL is needed)
					cc.Endpoint = "localhost:8888" // defect sink
					cc.WriteBufferSize = 512 * 1024
					cc.Timeout = 5 * time.Second
					return cc
				}(),
			},
		},
		{
			id: "prometheusremotewrite/rw2",
			expected: &Config{
				Namespace: "test-space",
				HTTP: func() confighttp.ClientConfig {
					cc := confighttp.NewDefaultClientConfig()
					// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/config_test.go:201 (sink: rule 1, a bare host and port as the expected HTTP endpoint where a URL is needed)
					cc.Endpoint = "localhost:8888" // defect sink
					cc.WriteBufferSize = 512 * 1024
					cc.Timeout = 5 * time.Second
					return cc
				}(),
			},
		},
		{
			id: "prometheusremotewrite/resource_constant_labels",
			expected: func() *Config {
				cfg := createDefaultConfig()
				// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/config_test.go:217 (sink: rule 1, a bare host and port as the expected HTTP endpoint where a URL is needed)
				cfg.HTTP.Endpoint = "localhost:8888" // defect sink
				return cfg
			}(),
		},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			cfg := loadTestConfig(tt.id)
			if !reflect.DeepEqual(tt.expected, cfg) {
				t.Errorf("config mismatch")
			}
		})
	}
}

func loadTestConfig(string) *Config { return createDefaultConfig() }

func TestHTTPOverridesFlatConfig(t *testing.T) {
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/config_test.go:277 (plainhttp: a reserved documentation domain, only compared after config unmarshalling)
	flatEndpoint := "http://flat.example.com" // lookalike
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/config_test.go:278 (plainhttp: a reserved documentation domain, only compared after config unmarshalling)
	httpEndpoint := "http://http.example.com" // lookalike
	conf := map[string]any{
		"endpoint": flatEndpoint,
		"http":     map[string]any{"endpoint": httpEndpoint},
	}
	cfg := createDefaultConfig()
	if http, ok := conf["http"].(map[string]any); ok {
		cfg.HTTP.Endpoint, _ = http["endpoint"].(string)
	}
	if cfg.HTTP.Endpoint != httpEndpoint {
		t.Errorf("endpoint = %q, want %q", cfg.HTTP.Endpoint, httpEndpoint)
	}
}
