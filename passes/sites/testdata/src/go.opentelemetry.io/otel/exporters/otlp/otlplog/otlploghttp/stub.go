// Package otlploghttp is a stub of go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp, with the real signatures of the
// functions and fields that urilint's sink table names.
package otlploghttp

type Option interface{}

func WithEndpoint(endpoint string) Option  { return nil }
func WithEndpointURL(rawURL string) Option { return nil }
