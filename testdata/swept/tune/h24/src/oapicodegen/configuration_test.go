package oapicodegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConfigurationValidateAllowRemoteRefsFrom verifies that
// allow-remote-refs-from entries are document URLs without a fragment, or
// "*", so a misconfiguration fails loudly instead of silently allowing
// nothing.
func TestConfigurationValidateAllowRemoteRefsFrom(t *testing.T) {
	cfg := Configuration{
		PackageName: "api",
		Generate:    GenerateOptions{Models: true},
	}
	for _, good := range [][]string{
		nil, {}, {"*"},
		{"https://api.example.com/specs/common.yaml"},
		// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/configuration_test.go:49 (syntax: a URL padded with spaces on purpose, the input of the package's validator, which trims it; rule 2b, 2c)
		{"http://localhost:8080/common.yaml", " https://api.example.com/v1/api.yaml "}, // lookalike
	} {
		cfg.AllowRemoteRefsFrom = good
		assert.NoError(t, cfg.Validate(), "%q", good)
	}
	for _, bad := range []string{
		"", "api.example.com", "api.example.com/specs/common.yaml", "/specs/common.yaml",
		"https://api.example.com/specs/common.yaml#/components/schemas/X",
	} {
		cfg.AllowRemoteRefsFrom = []string{bad}
		err := cfg.Validate()
		require.Error(t, err, "%q", bad)
		assert.Contains(t, err.Error(), "allow-remote-refs-from")
	}
}
