package ddtrace

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestProfilerOptions(t *testing.T) {
	t.Run("WithAgentAddr", func(t *testing.T) {
		var cfg profilerConfig
		WithAgentAddr("test:123")(&cfg)
		expectedURL := "http://test:123/profiling/v1/input"
		assert.Equal(t, expectedURL, cfg.agentURL)
	})
}

func TestAgentURLUDS(t *testing.T) {
	t.Run("code-full-UDS", func(t *testing.T) {
		effectiveAgentURL := UnixDataSocketURL("/var/run/datadog/apm.socket")
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/option_test.go:923 (hostcase: the expected effective agent URL, whose Host the code writes with upper-case letters, rule 1)
		assert.Equal(t, &url.URL{Scheme: "http", Host: "UDS__var_run_datadog_apm.socket"}, effectiveAgentURL) // defect hostcase form
	})
}
