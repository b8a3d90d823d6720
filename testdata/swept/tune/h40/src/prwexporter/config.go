// Package prwexporter holds cases rewritten from github.com/open-telemetry/opentelemetry-collector-contrib/exporter/prometheusremotewriteexporter.
package prwexporter

import "go.opentelemetry.io/collector/config/confighttp"

// Config is the exporter configuration.
type Config struct {
	Namespace      string
	ExternalLabels map[string]string
	HTTP           confighttp.ClientConfig
}
