package otlphttp

import (
	"net"
	"strconv"
	"testing"
)

const (
	ServerAddr = "localhost"
	ServerPort = 4318
)

// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/observ/instrumentation_test.go:37 (hostjoin: a host:port endpoint, not a URI, joined from the constant host localhost, which is no IPv6 literal.)
var Endpoint = ServerAddr + ":" + strconv.Itoa(ServerPort) // lookalike

func TestInstrumentationEndpoint(t *testing.T) {
	host, port, err := net.SplitHostPort(Endpoint)
	if err != nil || host != ServerAddr || port != strconv.Itoa(ServerPort) {
		t.Fatalf("SplitHostPort(%q) = %q, %q, %v", Endpoint, host, port, err)
	}
}
