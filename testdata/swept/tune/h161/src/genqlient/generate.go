// Package genqlient holds cases rewritten from github.com/Khan/genqlient.
package genqlient

import (
	"errors"
	"fmt"
	"strings"
)

func guessPackageError(err error) error {
	return fmt.Errorf("unable to guess package-name: %v"+
		"\nSet package name in genqlient.yaml"+
		// Source: github.com/Khan/genqlient/generate/config.go:246 (syntax: a documentation link inside error text joined to words around it, prose by rule 4)
		"\nExample: https://github.com/Khan/genqlient/blob/main/example/genqlient.yaml#L6", err) // lookalike
}

func unknownScalarError(name string) error {
	return fmt.Errorf("unknown scalar %v: please add it to \"bindings\" in genqlient.yaml"+
		// Source: github.com/Khan/genqlient/generate/convert.go:575 (syntax: a documentation link inside error text, prose by rule 4)
		"\nExample: https://github.com/Khan/genqlient/blob/main/example/genqlient.yaml#L12", name) // lookalike
}

func duplicateFieldError(typeName, field string) error {
	return fmt.Errorf(
		"genqlient doesn't allow duplicate fields with different selections "+
			// Source: github.com/Khan/genqlient/generate/convert.go:682 (syntax: an issue link in parentheses inside error text, prose by rule 4)
			"(see https://github.com/Khan/genqlient/issues/64); "+ // lookalike
			"duplicate field: %s.%s", typeName, field)
}

type cliArgs struct{}

func (cliArgs) Description() string {
	// Source: github.com/Khan/genqlient/generate/main.go:67 (syntax: a documentation link in command usage text, prose by rule 4)
	return strings.TrimSpace("\nGenerates GraphQL client code for a given schema and queries.\nSee https://github.com/Khan/genqlient for full documentation.\n") // lookalike
}

var errSubscriptions = errors.New("client does not support subscriptions")
