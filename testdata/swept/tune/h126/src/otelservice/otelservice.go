// Package otelservice holds cases rewritten from go.opentelemetry.io/collector/service.
package otelservice

import "strings"

func normalizeEndpoint(endpoint string, insecure *bool) *string {
	// Source: go.opentelemetry.io/collector/service/telemetry/otelconftelemetry/internal/migration/normalize.go:9 (hostform: bare scheme prefix used only in strings.HasPrefix, not a URI)
	if !strings.HasPrefix(endpoint, "https://") && !strings.HasPrefix(endpoint, "http://") { // lookalike
		if insecure != nil && *insecure {
			// Source: go.opentelemetry.io/collector/service/telemetry/otelconftelemetry/internal/migration/normalize.go:11 (plainhttp: plain http is chosen only when the configured endpoint is explicitly marked insecure, and the host is user configuration)
			endpoint = "http://" + endpoint // lookalike
		} else {
			// Source: go.opentelemetry.io/collector/service/telemetry/otelconftelemetry/internal/migration/normalize.go:13 (hostform: scheme prefix prepended to a configured host:port endpoint, so the host is not empty)
			endpoint = "https://" + endpoint // lookalike
		}
	}
	return &endpoint
}
