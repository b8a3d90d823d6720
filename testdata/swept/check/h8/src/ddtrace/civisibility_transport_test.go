package ddtrace

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCIVisibilityTransportURL(t *testing.T) {
	t.Run("agentless_mode_with_credentials_in_url", func(t *testing.T) {
		// Set environment variables with sensitive data
		os.Setenv("DD_CIVISIBILITY_AGENTLESS_ENABLED", "true")
		os.Setenv("DD_API_KEY", "test-api-key")
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/civisibility_transport_test.go:280 (credentials: the subtest's name says credentials in the URL, rule 2b)
		os.Setenv("DD_CIVISIBILITY_AGENTLESS_URL", "https://user:secret@example.com/path") // lookalike
		defer func() {
			os.Unsetenv("DD_CIVISIBILITY_AGENTLESS_ENABLED")
			os.Unsetenv("DD_API_KEY")
			os.Unsetenv("DD_CIVISIBILITY_AGENTLESS_URL")
		}()

		testCycleURL := os.Getenv("DD_CIVISIBILITY_AGENTLESS_URL") + "/api/v2/citestcycle"
		// Verify URL still contains credentials (stored for actual use)
		// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/civisibility_transport_test.go:292 (credentials: the expected URL of the same subtest, whose name says credentials in the URL, rule 2b)
		assert.Contains(t, testCycleURL, "https://user:secret@example.com/path/api/v2/citestcycle") // lookalike
	})

	t.Run("sanitize_url_function", func(t *testing.T) {
		tests := []struct {
			input    string
			expected string
		}{
			// Source: github.com/DataDog/dd-trace-go/ddtrace/tracer/civisibility_transport_test.go:301 (credentials: input of the package's URL sanitizer, whose expected output masks the password as xxxxx, rule 2c)
			{"https://user:password@example.com/path", "https://user:xxxxx@example.com/path"}, // lookalike
			{"http://token@example.com", "http://token@example.com"},                          // no password, so username preserved
			{"https://example.com/path", "https://example.com/path"},
			{"", ""},
		}
		for _, tt := range tests {
			assert.Equal(t, tt.expected, sanitizeURL(tt.input))
		}
	})
}
