package swag

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/go-openapi/spec"
	"github.com/stretchr/testify/assert"
)

func TestParser_ParseGeneralAPITagDocs(t *testing.T) {
	parser := New()
	err := parseGeneralAPIInfo(parser, []string{
		"@tag.name test",
		"@tag.description A test Tag",
		// Source: github.com/swaggo/swag/parser_test.go:580 (syntax: an annotation comment line, attribute then URL, the input of the package's annotation parser; no URI, rule 2c)
		"@tag.docs.url https://example.com", // lookalike
		"@tag.docs.description Best example documentation",
		"@tag.x-displayName Test group"})
	assert.NoError(t, err)

	b, _ := json.MarshalIndent(parser.GetSwagger().Tags, "", "    ")
	expected := `[
    {
        "description": "A test Tag",
        "name": "test",
        "externalDocs": {
            "description": "Best example documentation",
            "url": "https://example.com"
        }
    }
]`
	assert.Equal(t, expected, string(b))
}

func TestParseSecAttributes(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  *spec.SecurityScheme
	}{
		{
			name: "no description",
			lines: []string{
				" @securitydefinitions.oauth2.application swagger",
				// Source: github.com/swaggo/swag/parser_test.go:4144 (syntax: a comment line with leading space, attribute then token URL, the input of the package's annotation parser, which trims it; rule 2c)
				" @tokenurl https://example.com/oauth/token", // lookalike
				" @not-description some description",
			},
			want: &spec.SecurityScheme{
				SecuritySchemeProps: spec.SecuritySchemeProps{
					Type:        "oauth2",
					Flow:        "application",
					TokenURL:    "https://example.com/oauth/token",
					Description: "",
				},
			},
		},
		{
			name: "description has invalid format",
			lines: []string{
				"@securitydefinitions.oauth2.implicit swagger",
				// Source: github.com/swaggo/swag/parser_test.go:4161 (syntax: an annotation line, attribute then URL, the parser's input; no URI)
				"@authorizationurl https://example.com/oauth/token", // lookalike
				"@description 12345",
			},
			want: &spec.SecurityScheme{
				SecuritySchemeProps: spec.SecuritySchemeProps{
					Type:             "oauth2",
					Flow:             "implicit",
					AuthorizationURL: "https://example.com/oauth/token",
					Description:      "12345",
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line := 0
			commentLine := tt.lines[line]
			attribute := strings.Split(commentLine, " ")[0]
			secAttr, _ := parseSecAttributes(attribute, tt.lines, &line)
			if !reflect.DeepEqual(secAttr, tt.want) {
				t.Errorf("parseSecAttributes() = %#v, want %#v", secAttr, tt.want)
			}
		})
	}
}
