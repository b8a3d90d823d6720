package oapicodegen

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// serverURLPlaceholderRE matches the `{name}` placeholders of a Server URL,
// so nested braces (which the spec doesn't define anyway) don't merge.
var serverURLPlaceholderRE = regexp.MustCompile(`\{([^/{}]+)\}`)

// urlPlaceholders returns the set of variable names referenced as
// `{name}` placeholders in a Server URL template, deduplicated.
func urlPlaceholders(url string) map[string]struct{} {
	matches := serverURLPlaceholderRE.FindAllStringSubmatch(url, -1)
	if len(matches) == 0 {
		return nil
	}
	set := make(map[string]struct{}, len(matches))
	for _, m := range matches {
		set[m[1]] = struct{}{}
	}
	return set
}

var identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// GenerateServerURLs renders a constant for each server URL.
func GenerateServerURLs(spec *openapi3.T) (string, error) {
	var b strings.Builder
	for i, s := range spec.Servers {
		fmt.Fprintf(&b, "// %s\nconst ServerUrl%d = %s\n", strings.ReplaceAll(s.Description, "\n", " "), i, strconv.Quote(s.URL))
	}
	return b.String(), nil
}

// ValidateServerURLs checks that what the server URLs bring into
// generated code are identifiers.
func ValidateServerURLs(spec *openapi3.T) error {
	for _, s := range spec.Servers {
		for name := range urlPlaceholders(s.URL) {
			if _, ok := s.Variables[name]; !ok && !identRE.MatchString(name) {
				return fmt.Errorf("undeclared URL placeholder %q is not an identifier", name)
			}
		}
	}
	return nil
}

// BuildServerURLTypeDefinitions returns the enum types of the used variables.
func BuildServerURLTypeDefinitions(spec *openapi3.T) ([]string, error) {
	var defs []string
	for _, s := range spec.Servers {
		for name, v := range s.Variables {
			if _, used := urlPlaceholders(s.URL)[name]; used && len(v.Enum) > 0 {
				defs = append(defs, name)
			}
		}
	}
	return defs, nil
}
