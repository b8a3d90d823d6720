// Package otlpmetricgrpc is a stub of go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc, with the real signatures of the
// functions and fields that urilint's sink table names.
package otlpmetricgrpc

type Option interface{}

func WithEndpoint(endpoint string) Option { return nil }
func WithEndpointURL(u string) Option     { return nil }
