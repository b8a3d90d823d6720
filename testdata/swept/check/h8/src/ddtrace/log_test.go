package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOTLPLogsEndpoint(t *testing.T) {
	for _, tc := range []struct {
		name               string
		env                map[string]string
		endpoint, protocol string
	}{
		{"agent", map[string]string{"DD_AGENT_HOST": "agent"}, "http://agent:4318/v1/logs", "http/protobuf"},
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/log_test.go:418 (credentials: input of the startup log's endpoint, which the code sanitizes; the row expects it back without userinfo and query, rule 2c)
		{"signal", map[string]string{"OTEL_EXPORTER_OTLP_LOGS_ENDPOINT": "https://u:p@collector/v1/logs?k=v"}, "https://collector/v1/logs", "http/protobuf"}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			endpoint, protocol := otlpLogsEndpoint()
			assert.Equal(t, tc.endpoint, endpoint)
			assert.Equal(t, tc.protocol, protocol)
		})
	}
}

func TestSanitizeOTLPEndpoint(t *testing.T) {
	for _, tc := range []struct{ endpoint, want string }{
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/log_test.go:593 (credentials: input of the package's endpoint sanitizer, which must drop the userinfo, rule 2c)
		{"https://user:password@collector:4318/v1/traces?token=x#frag", "https://collector:4318/v1/traces"}, // lookalike
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/log_test.go:594 (sink: an opaque "https:" form the sanitizer is expected to reject with "", rule 2a/2c)
		{"https:user:password@collector/v1/traces", ""}, // lookalike
		{"/v1/traces", ""},
		{"://invalid", ""},
	} {
		assert.Equal(t, tc.want, sanitizeOTLPEndpoint(tc.endpoint), tc.endpoint)
	}
}
