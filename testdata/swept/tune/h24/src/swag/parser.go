// Package swag holds the cases of github.com/swaggo/swag.
package swag

import (
	"fmt"
	"strings"

	"github.com/go-openapi/spec"
)

// Parser parses the annotations of Go comments into a Swagger document.
type Parser struct {
	swagger   *spec.Swagger
	HostState string
}

// New returns a parser.
func New() *Parser {
	return &Parser{swagger: &spec.Swagger{SwaggerProps: spec.SwaggerProps{SecurityDefinitions: map[string]*spec.SecurityScheme{}}}}
}

// GetSwagger returns the document.
func (parser *Parser) GetSwagger() *spec.Swagger { return parser.swagger }

func parseGeneralAPIInfo(parser *Parser, comments []string) error {
	for _, commentLine := range comments {
		commentLine = strings.TrimSpace(commentLine)
		if commentLine == "" {
			continue
		}
		fields := strings.Fields(commentLine)
		attribute := strings.ToLower(fields[0])
		value := strings.TrimSpace(commentLine[len(fields[0]):])
		switch attribute {
		case "@host":
			parser.swagger.Host = value
		case "@tag.name":
			parser.swagger.Tags = append(parser.swagger.Tags, spec.Tag{TagProps: spec.TagProps{Name: value}})
		case "@tag.docs.url":
			tag := &parser.swagger.Tags[len(parser.swagger.Tags)-1]
			tag.ExternalDocs = &spec.ExternalDocumentation{URL: value}
		}
	}
	return nil
}

func parseSecAttributes(context string, lines []string, index *int) (*spec.SecurityScheme, error) {
	scheme := &spec.SecurityScheme{}
	for ; *index < len(lines); *index++ {
		v := strings.TrimSpace(lines[*index])
		if v == "" {
			continue
		}
		fields := strings.Fields(v)
		value := strings.TrimSpace(v[len(fields[0]):])
		switch strings.ToLower(fields[0]) {
		case "@securitydefinitions.oauth2.application":
			scheme.Type, scheme.Flow = "oauth2", "application"
		case "@securitydefinitions.oauth2.implicit":
			scheme.Type, scheme.Flow = "oauth2", "implicit"
		case "@tokenurl":
			scheme.TokenURL = value
		case "@authorizationurl":
			scheme.AuthorizationURL = value
		case "@description":
			scheme.Description = value
		default:
			if strings.HasPrefix(fields[0], "@") && context == "" {
				return nil, fmt.Errorf("unknown attribute %s", fields[0])
			}
		}
	}
	return scheme, nil
}
