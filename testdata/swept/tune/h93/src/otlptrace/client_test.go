package otlptrace

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
)

const defaultTracesPath = "/v1/traces"

type mockCollector struct {
	ln       net.Listener
	endpoint string
	status   int
}

func runMockCollector(t *testing.T, status int) *mockCollector {
	ln, err := net.Listen("tcp", net.JoinHostPort("localhost", "0"))
	if err != nil {
		t.Fatal(err)
	}
	_, port, err := net.SplitHostPort(ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	mc := &mockCollector{ln: ln, endpoint: net.JoinHostPort("localhost", port), status: status}
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(mc.status)
	}))
	return mc
}

func (c *mockCollector) Endpoint() string { return c.endpoint }

func (c *mockCollector) Stop() { c.ln.Close() }

func TestEndpointURL(t *testing.T) {
	mc := runMockCollector(t, http.StatusOK)
	defer mc.Stop()
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/client_test.go:240 (hostjoin: the mock collector's endpoint is already "localhost:port", so the concatenation adds no colon and no IPv6 host can appear.)
	cfg := withEndpointURL("http://" + mc.Endpoint() + defaultTracesPath) // lookalike
	c := &client{cfg: cfg}
	if err := c.export(); err != nil {
		t.Fatal(err)
	}
}

func TestBadRequestMessage(t *testing.T) {
	mc := runMockCollector(t, http.StatusBadRequest)
	defer mc.Stop()
	c := &client{cfg: config{Endpoint: mc.Endpoint(), URLPath: defaultTracesPath, Insecure: true}}
	err := c.export()
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/client_test.go:344 (syntax: the URL sits inside the expected error message text, joined to the words and status around it, so it is prose and not a URI.)
	msg := fmt.Sprintf("failed to send to http://%s/v1/traces: 400 Bad Request", mc.endpoint) // lookalike
	if err == nil || !strings.Contains(err.Error(), msg) {
		t.Fatalf("got %v, want %q", err, msg)
	}
}
