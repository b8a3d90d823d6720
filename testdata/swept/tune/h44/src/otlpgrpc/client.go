// Package otlpgrpc holds cases rewritten from go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc.
package otlpgrpc

import (
	"net"
	"net/url"
)

type config struct {
	Endpoint string
	Insecure bool
}

// Option changes the exporter configuration.
type Option func(config) config

// WithEndpoint sets the endpoint, a host:port without scheme.
func WithEndpoint(v string) Option {
	return func(c config) config {
		c.Endpoint = v
		return c
	}
}

// WithEndpointURL sets the endpoint and security from a URL.
func WithEndpointURL(v string) Option {
	return func(c config) config {
		u, err := url.Parse(v)
		if err != nil {
			return c
		}
		c.Endpoint = u.Host
		c.Insecure = u.Scheme != "https"
		return c
	}
}

func newConfig(opts ...Option) config {
	var c config
	for _, o := range opts {
		c = o(c)
	}
	return c
}

// Dial connects to the configured endpoint.
func Dial(opts ...Option) (net.Conn, error) {
	return net.Dial("tcp", newConfig(opts...).Endpoint)
}
