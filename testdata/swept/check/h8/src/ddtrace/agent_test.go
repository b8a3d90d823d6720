package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAgentURLFromEnv(t *testing.T) {
	for name, tc := range map[string]struct {
		input string
		want  string
	}{
		"empty": {input: "", want: "http://localhost:8126"},
		// The next two are invalid, in which case we should fall back to the defaults
		"protocol": {input: "bad://custom:1234", want: "http://localhost:8126"},
		// Source: github.com/DataDog/dd-trace-go/internal/agent_test.go:22 (syntax: a malformed agent URL the row's name and comment call invalid, which the code must replace by the default, rule 2a/2b)
		"invalid": {input: "http://localhost%+o:8126", want: "http://localhost:8126"}, // lookalike
		"http":    {input: "http://custom:1234", want: "http://custom:1234"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Setenv("DD_TRACE_AGENT_URL", tc.input)
			url := AgentURLFromEnv()
			assert.Equal(t, tc.want, url.String())
		})
	}
}
