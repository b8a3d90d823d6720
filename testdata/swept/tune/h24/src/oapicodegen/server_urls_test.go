package oapicodegen

import (
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestURLPlaceholders(t *testing.T) {
	t.Run("extracts a single placeholder", func(t *testing.T) {
		// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/server_urls_test.go:21 (syntax: an OpenAPI server URL template with a {host} variable, the input of the package's placeholder extractor; rule 2c, a template)
		got := urlPlaceholders("https://{host}.example.com/v1") // lookalike
		assert.Len(t, got, 1)
		assert.Contains(t, got, "host")
	})

	t.Run("does not span across `/`", func(t *testing.T) {
		// "{a/b}" must not be treated as a single placeholder named "a/b".
		// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/server_urls_test.go:36 (syntax: braces around a slash in the host, an edge case of the package's template parser, rule 2b, 2c)
		assert.Nil(t, urlPlaceholders("https://{a/b}.example.com")) // lookalike
	})
}

const injectSentinel = "OapiCodegenInjectedPwned"

// TestServerURLInjection checks that attacker-controlled spec text (server
// description, URL, and variable default), which flows into generated Go line
// comments and string literals, cannot break out into an executable top-level
// declaration.
func TestServerURLInjection(t *testing.T) {
	// literalBreakout escapes a `"…"` string literal, declares the
	// sentinel, then re-opens a literal to swallow the template's closing
	// quote.
	// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/server_urls_test.go:97 (syntax: an injection payload written as a server URL, attacker-controlled on purpose, rule 2b)
	literalBreakout := `https://api.example.com"; var ` + injectSentinel + ` = 1; var _ = "` // lookalike

	t.Run("quote in URL cannot escape the const string literal", func(t *testing.T) {
		out, err := GenerateServerURLs(&openapi3.T{Servers: openapi3.Servers{
			{URL: literalBreakout},
		}})
		require.NoError(t, err)
		assert.False(t, strings.Contains(out, "var "+injectSentinel))
	})
}

func TestBuildServerURLTypeDefinitions(t *testing.T) {
	t.Run("synthesises one TypeDefinition per enum-typed used variable", func(t *testing.T) {
		spec := &openapi3.T{
			Servers: openapi3.Servers{
				{
					// Source: github.com/oapi-codegen/oapi-codegen/pkg/codegen/server_urls_test.go:179 (port: a server URL template whose port is a {port} variable with default 443, not a port written out)
					URL: "https://api.example.com:{port}", // lookalike
					Variables: map[string]*openapi3.ServerVariable{
						"port": {Default: "443", Enum: []string{"443", "8443"}},
					},
				},
			},
		}
		defs, err := BuildServerURLTypeDefinitions(spec)
		require.NoError(t, err)
		require.Len(t, defs, 1)
	})
}
