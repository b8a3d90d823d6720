package otelhttp

import (
	"net/http"
	"net/url"
	"testing"
)

var benchResult []string

func BenchmarkHTTPServerRequest(b *testing.B) {
	// Source: go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/internal/semconv/bench_test.go:26 (sink: a server-side request whose URL holds only the path, as servers receive it; it goes to attribute code, not to a client)
	req := &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/"}, Host: "127.0.0.1:39093", RequestURI: "/"} // lookalike
	for range b.N {
		benchResult = serverAttrs(req)
	}
}
