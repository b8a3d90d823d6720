// Package lightstep holds cases rewritten from github.com/lightstep/lightstep-tracer-go.
package lightstep

import "fmt"

// Endpoint describes a collector host and port.
type Endpoint struct {
	Scheme    string
	Host      string
	Port      int
	Plaintext bool
}

// Options holds the tracer options.
type Options struct {
	Collector Endpoint
}

// WithSatelliteHost sets the host from the user's configuration.
func WithSatelliteHost(o *Options, satelliteHost string) {
	o.Collector.Host = satelliteHost
}

// SocketAddress returns the address for dialing.
func (e Endpoint) SocketAddress() string {
	// Source: github.com/lightstep/lightstep-tracer-go/options.go:91 (hostjoin: Host comes from the user's options and may be an IPv6 literal, yet it is joined to the port with a bare colon and the result becomes the authority of the collector URL)
	return fmt.Sprintf("%s:%d", e.Host, e.Port) // defect hostjoin
}

// URL returns the collector URL.
func (e Endpoint) URL() string {
	return e.urlWithoutPath() + defaultCollectorPath
}

func (e Endpoint) urlWithoutPath() string {
	// Source: github.com/lightstep/lightstep-tracer-go/options.go:101 (hostjoin: the scheme is joined to an address that is already host:port; the bare join is the one in SocketAddress)
	return fmt.Sprintf("%s://%s", e.scheme(), e.SocketAddress()) // lookalike
}

func (e Endpoint) scheme() string {
	if e.Scheme != "" {
		return e.Scheme
	}
	if e.Plaintext {
		return "http"
	}
	return "https"
}
