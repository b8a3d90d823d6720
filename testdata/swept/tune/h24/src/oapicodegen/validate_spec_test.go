package oapicodegen

import (
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValidateServerURLs(t *testing.T) {
	serverSpec := func(server *openapi3.Server) *openapi3.T {
		return &openapi3.T{OpenAPI: "3.0.3", Info: &openapi3.Info{Title: "t", Version: "0"}, Servers: openapi3.Servers{server}}
	}

	t.Run("undeclared placeholders become parameters and must be identifiers", func(t *testing.T) {
		err := ValidateServerURLs(serverSpec(&openapi3.Server{
			// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/validate_spec_test.go:328 (syntax: Go code smuggled into a placeholder of a server URL, which the validator must reject; rule 2a)
			URL: `https://example.com/{a string); panic(1); var _ = "}`, // lookalike
		}))
		require.Error(t, err)
		assert.Contains(t, err.Error(), "undeclared URL placeholder")
	})
}
