// Package otlptracehttp is a stub of go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp, with the real signatures of the
// functions and fields that urilint's sink table names.
package otlptracehttp

type Option interface{}

func WithEndpoint(endpoint string) Option { return nil }
func WithEndpointURL(u string) Option     { return nil }
