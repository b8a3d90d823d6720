// Package pyaml holds cases rewritten from github.com/pulumi/pulumi-yaml.
package pyaml

import (
	"errors"
	"fmt"
	"strings"
)

// Diagnostic is a minimal stand-in for a template diagnostic.
type Diagnostic struct {
	Summary string
	Detail  string
}

func (d Diagnostic) String() string { return d.Summary + "; " + d.Detail }

func readResourceConflict() Diagnostic {
	return Diagnostic{
		Summary: "Resource fields properties and get are mutually exclusive",
		Detail: "Properties is used to describe a resource managed by Pulumi.\n" +
			"Get is used to describe a resource managed outside of the current Pulumi stack.\n" +
			// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/analyser.go:630 (syntax: the URL is part of a diagnostic's prose, joined to the words around it, rule 4)
			"See https://www.pulumi.com/docs/intro/concepts/resources/get for more details on using Get.", // lookalike
	}
}

func stackReferenceDeprecated() Diagnostic {
	return Diagnostic{
		Summary: "'fn::stackReference' is deprecated; please use 'pulumi:pulumi:StackReference' instead",
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/ast/expr.go:779 (syntax: the URL with a stray opening quote is warning prose, rule 4)
		Detail: `see "https://www.pulumi.com/docs/intro/concepts/stack/#stackreferences for more info.`, // lookalike
	}
}

func reservedPrefix(k string) Diagnostic {
	return Diagnostic{
		Summary: "'fn::' is a reserved prefix",
		Detail: fmt.Sprintf("If you need to use the raw key '%s',"+
			// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/ast/expr.go:817 (syntax: the URL is part of a warning's prose, rule 4)
			" please open an issue at https://github.com/pulumi/pulumi-yaml/issues", k), // lookalike
	}
}

func evaluateStackReference() Diagnostic {
	return Diagnostic{
		Summary: "'fn::stackReference' is deprecated",
		Detail: "Please use `pulumi:pulumi:StackReference`; see" +
			// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run.go:1945 (syntax: the URL glued to the word before it is warning prose, rule 4)
			"https://www.pulumi.com/docs/intro/concepts/stack/#stackreferences", // lookalike
	}
}

func unexpectedCasing(expected, found string) *Diagnostic {
	if expected == found {
		return nil
	}
	summary := fmt.Sprintf("'%s' looks like a miscapitalization of '%s'", found, expected)
	// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/syntax/diags.go:138 (syntax: the URL is part of a warning's prose, rule 4)
	detail := "A future version of Pulumi YAML will enforce camelCase fields. See https://github.com/pulumi/pulumi-yaml/issues/355 for details." // lookalike
	return &Diagnostic{Summary: summary, Detail: detail}
}

var helmResourceNames = map[string]bool{"kubernetes:helm.sh/v3:Chart": true}
var docker3ResourceNames = map[string]bool{"docker:Image": true}

func resolveResource(typeString string, major int) error {
	if helmResourceNames[typeString] {
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/packages.go:301 (syntax: the URL ends an error message's prose, rule 4)
		return errors.New("Helm Chart resources are not supported in YAML, consider using the Helm Release resource instead: https://www.pulumi.com/registry/packages/kubernetes/api-docs/helm/v3/release/") // lookalike
	}
	if docker3ResourceNames[typeString] && major <= 3 {
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/packages.go:314 (syntax: the URL ends an error message's prose, rule 4)
		return errors.New("Docker Image resources are not supported in YAML without major version >= 4, see: https://github.com/pulumi/pulumi-yaml/issues/421") // lookalike
	}
	return nil
}

// loadTemplate stands in for the YAML template loader; it returns the
// plugin download URLs the template declares.
func loadTemplate(text string) ([]string, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errors.New("empty template")
	}
	var urls []string
	for _, line := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "pluginDownloadURL: "); ok {
			urls = append(urls, v)
		}
	}
	return urls, nil
}
