package ferretdb

// cliFlags holds a part of the command-line flags.
//
//nolint:lll // some tags are long
var cliFlags struct {
	OTel struct {
		Traces struct {
			// Source: github.com/FerretDB/FerretDB/cmd/ferretdb/main.go:104 (syntax: an example URL inside flag help text, prose shown to users.)
			URL string `default:"" help:"OpenTelemetry OTLP/HTTP traces endpoint URL (e.g. 'http://host:4318/v1/traces')."` // lookalike
		} `embed:"" prefix:"traces-"`
	} `embed:"" prefix:"otel-"`
}

//nolint:lll // some tags are long
var postgreSQLFlags struct {
	// Source: github.com/FerretDB/FerretDB/cmd/ferretdb/main.go:142 (syntax: a well-formed default URL inside a struct tag next to help text.)
	PostgreSQLURL string `name:"postgresql-url" default:"postgres://127.0.0.1:5432/ferretdb" help:"PostgreSQL URL for 'postgresql' handler."` // lookalike
}
