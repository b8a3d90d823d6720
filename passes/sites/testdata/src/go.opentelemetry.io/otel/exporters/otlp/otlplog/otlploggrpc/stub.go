// Package otlploggrpc is a stub of go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc, with the real signatures of the
// functions and fields that urilint's sink table names.
package otlploggrpc

type Option interface{}

func WithEndpoint(endpoint string) Option  { return nil }
func WithEndpointURL(rawURL string) Option { return nil }
