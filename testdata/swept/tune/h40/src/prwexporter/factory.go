package prwexporter

import "go.opentelemetry.io/collector/config/confighttp"

func getDefaultHTTPClientConfig() confighttp.ClientConfig {
	clientConfig := confighttp.NewDefaultClientConfig()
	// Source: github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter/factory.go:148 (plainhttp: a default endpoint on a placeholder host under a nonexistent top-level domain, not a public Internet service)
	clientConfig.Endpoint = "http://some.url:9411/api/prom/push" // lookalike
	clientConfig.WriteBufferSize = 512 * 1024
	return clientConfig
}

func createDefaultConfig() *Config {
	return &Config{ExternalLabels: map[string]string{}, HTTP: getDefaultHTTPClientConfig()}
}
