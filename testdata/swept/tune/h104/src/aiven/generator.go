package aiven

import (
	"fmt"
	"regexp"
)

var pathVersioning = regexp.MustCompile(`^/v[0-9]+/`)

const defaultAPIVersion = "v1"

func versionPaths(paths []string) []string {
	out := make([]string, 0, len(paths))
	for _, path := range paths {
		if !pathVersioning.MatchString(path) {
			// Source: github.com/aiven/go-client-codegen/generator/main.go:133 (syntax: the code generator prefixes an OpenAPI path template with braces for parameters, it is never sent as a URI)
			path = fmt.Sprintf("/%s%s", defaultAPIVersion, path) // lookalike
		}
		out = append(out, path)
	}
	return out
}
