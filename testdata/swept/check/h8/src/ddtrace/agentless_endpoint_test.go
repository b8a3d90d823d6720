package ddtrace

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBuildCustomAgentlessEndpoint(t *testing.T) {
	for name, tc := range map[string]struct {
		baseURL string
		wantErr error
	}{
		"valid": {
			baseURL: "https://example.com",
		},
		"empty host": {
			// Source: github.com/DataDog/dd-trace-go/openfeature/agentless_endpoint_test.go:128 (hostform: an empty host the row expects rejected with errAgentlessInvalidURL, rule 2a)
			baseURL: "https:///path", // lookalike
			wantErr: errAgentlessInvalidURL,
		},
		"internal whitespace": {
			// Source: github.com/DataDog/dd-trace-go/openfeature/agentless_endpoint_test.go:132 (syntax: a space in the host the row expects rejected, rule 2a)
			baseURL: "https://exa mple.com", // lookalike
			wantErr: errAgentlessInvalidURL,
		},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := buildCustomAgentlessEndpoint(tc.baseURL)
			assert.ErrorIs(t, err, tc.wantErr)
		})
	}
}

func TestBuildAgentlessEndpointDoesNotLeakCredentials(t *testing.T) {
	// Source: github.com/DataDog/dd-trace-go/openfeature/agentless_endpoint_test.go:165 (credentials: the password of the userinfo of URIs the test expects rejected with an error that must not show it, rule 2a)
	const secret = "s3cr3t-token" // lookalike

	for name, baseURL := range map[string]string{
		"rejected scheme":     "ftp://user:" + secret + "@example.com",
		"internal whitespace": "https://user:" + secret + "@exa mple.com",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := buildCustomAgentlessEndpoint(baseURL)
			require.Error(t, err)
			assert.False(t, strings.Contains(err.Error(), secret))
		})
	}
}

func TestRedactedOrigin(t *testing.T) {
	// Source: github.com/DataDog/dd-trace-go/openfeature/debug_logging_test.go:471 (credentials: input of the package's redactor, expected back as scheme and host only, rule 2c)
	assert.Equal(t, "https://example.com:8443", redactedOrigin("https://user:pw@example.com:8443/token/path?sig=abc#frag")) // lookalike
	assert.Equal(t, "<invalid URL>", redactedOrigin("not a url"))
}
