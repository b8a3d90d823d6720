package otlptrace

import (
	"net"
	"strconv"
	"testing"
)

const (
	serverAddr = "localhost"
	serverPort = 4318
)

// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/observ/instrumentation_test.go:37 (hostjoin: a scheme-less host:port whose host is the constant "localhost", which is no IPv6 literal.)
var testEndpoint = serverAddr + ":" + strconv.Itoa(serverPort) // lookalike

func TestEndpointAttributes(t *testing.T) {
	host, port, err := net.SplitHostPort(testEndpoint)
	if err != nil || host != serverAddr || port != strconv.Itoa(serverPort) {
		t.Fatalf("got %q %q %v", host, port, err)
	}
}
