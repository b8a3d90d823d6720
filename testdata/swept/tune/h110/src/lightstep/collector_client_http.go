package lightstep

import "net/url"

const (
	defaultCollectorPath = "/_rpc/v1/reports/binary"
	// Source: github.com/lightstep/lightstep-tracer-go/collector_client_http.go:26 (baseslash: this constant replaces the path of the collector URL at line 60, and that URL is built from scheme, host and port only, so nothing the user configured is dropped)
	collectorHTTPPath = "/api/v2/reports" // lookalike
)

func newHTTPCollectorURL(opts Options) (*url.URL, error) {
	u, err := url.Parse(opts.Collector.URL())
	if err != nil {
		return nil, err
	}
	u.Path = collectorHTTPPath
	return u, nil
}
