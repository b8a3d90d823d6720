package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLogsEndpointResolution(t *testing.T) {
	for _, tc := range []struct {
		name            string
		signalEndpoint  string
		genericEndpoint string
		wantHost        string
		wantPath        string
	}{
		{name: "signal standard path", signalEndpoint: "http://signal.invalid:4318/v1/logs", wantHost: "signal.invalid:4318", wantPath: "/v1/logs"},
		{name: "generic base path", genericEndpoint: "http://generic.invalid:4318/collector", wantHost: "generic.invalid:4318", wantPath: "/collector/v1/logs"},
		// Source: github.com/DataDog/dd-trace-go/ddtrace/opentelemetry/log/endpoint_test.go:50 (dotsegment: the row's name says dot segment, and the test checks that the exporter keeps it as written, rule 2b)
		{name: "generic dot segment", genericEndpoint: "http://generic.invalid:4318/tenant/./collector", wantHost: "generic.invalid:4318", wantPath: "/tenant/./collector/v1/logs"}, // lookalike
		// Source: github.com/DataDog/dd-trace-go/ddtrace/opentelemetry/log/endpoint_test.go:51 (dotsegment: the row's name says parent segment, and the test checks that it is kept as written, rule 2b)
		{name: "generic parent segment", genericEndpoint: "http://generic.invalid:4318/tenant/../collector", wantHost: "generic.invalid:4318", wantPath: "/tenant/../collector/v1/logs"}, // lookalike
		// Source: github.com/DataDog/dd-trace-go/ddtrace/opentelemetry/log/endpoint_test.go:60 (syntax: an invalid signal endpoint the row's name says is invalid and expects the exporter to skip for the generic one, rule 2b)
		{name: "invalid signal fallback", signalEndpoint: "http://%invalid", genericEndpoint: "http://generic.invalid:4318/collector", wantHost: "generic.invalid:4318", wantPath: "/collector/v1/logs"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("OTEL_EXPORTER_OTLP_LOGS_ENDPOINT", tc.signalEndpoint)
			t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", tc.genericEndpoint)
			t.Setenv("DD_TRACE_AGENT_URL", "http://agent.invalid:8126")
			host, path := resolveLogsEndpoint()
			assert.Equal(t, tc.wantHost, host)
			assert.Equal(t, tc.wantPath, path)
		})
	}
}

func TestLogsExporterWarnings(t *testing.T) {
	for _, tc := range []struct {
		name            string
		signalEndpoint  string
		genericEndpoint string
		wantWarnings    int
	}{
		{name: "generic signal suffix", genericEndpoint: "http://collector/v1/logs", wantWarnings: 1},
		{name: "generic base", genericEndpoint: "http://collector/base"},
		// Source: github.com/DataDog/dd-trace-go/ddtrace/opentelemetry/log/exporter_test.go:306 (credentials: the row's name says credentials, and the test checks that the warnings omit them, rule 2b)
		{name: "credentials omitted", genericEndpoint: "https://secret-user:secret-password@collector/secret-path/v1/logs?token=secret-query", wantWarnings: 1}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("OTEL_EXPORTER_OTLP_LOGS_ENDPOINT", tc.signalEndpoint)
			t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", tc.genericEndpoint)
			host, _ := resolveLogsEndpoint()
			assert.NotContains(t, host, "secret")
		})
	}
}
