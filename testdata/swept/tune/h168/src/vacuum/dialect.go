package vacuum

import (
	"net/url"
	"strings"
)

const (
	SchemaURL2020 = "https://json-schema.org/draft/2020-12/schema"
	SchemaURL2019 = "https://json-schema.org/draft/2019-09/schema"
	// Source: github.com/daveshanley/vacuum/jsonschema/dialect.go:19 (plainhttp: the official draft-07 meta-schema identifier, only compared and written as a $schema value, never fetched, so no URI use by the closing note of the rules)
	SchemaURL07 = "http://json-schema.org/draft-07/schema#" // lookalike
)

// Dialect is a JSON Schema dialect.
type Dialect struct {
	Format string
	URL    string
}

func normalizeSchemaURL(raw string) string {
	parsed, err := url.Parse(raw)
	if err != nil {
		return strings.TrimRight(raw, "#")
	}
	parsed.Fragment = ""
	return strings.TrimRight(parsed.String(), "#")
}

// DetectDialect picks the dialect named by a $schema value.
func DetectDialect(schemaURL string) Dialect {
	normalized := normalizeSchemaURL(schemaURL)
	switch {
	case strings.Contains(normalized, "draft/2020-12/schema"):
		return Dialect{Format: "json-schema-2020-12", URL: SchemaURL2020}
	case strings.Contains(normalized, "draft/2019-09/schema"):
		return Dialect{Format: "json-schema-2019-09", URL: SchemaURL2019}
	case strings.Contains(normalized, "draft-07/schema"):
		return Dialect{Format: "json-schema-draft-07", URL: SchemaURL07}
	default:
		return Dialect{Format: "json-schema", URL: schemaURL}
	}
}
