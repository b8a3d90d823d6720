// Package avro holds cases rewritten from github.com/hamba/avro/v2.
package avro

import "flag"

type config struct {
	SchemaRegistry string
}

func registerFlags(flgs *flag.FlagSet, cfg *config) {
	// Source: github.com/hamba/avro/v2/cmd/avrogen/main.go:67 (syntax: the URL sits inside flag usage prose and is joined to the sentence's final period, so it is text shown to users, not a URI)
	flgs.StringVar(&cfg.SchemaRegistry, "schemaregistry", "", "The URL to schema registry, e.g.: http://localhost:8081.") // lookalike
}
