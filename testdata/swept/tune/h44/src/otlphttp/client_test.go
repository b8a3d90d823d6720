package otlphttp

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
)

type mockCollector struct {
	endpoint string
	srv      *http.Server
}

func (m *mockCollector) Endpoint() string { return m.endpoint }

func runMockCollector(t *testing.T, status int) *mockCollector {
	ln, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		t.Fatal(err)
	}
	h := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(status) })
	m := &mockCollector{endpoint: ln.Addr().String(), srv: &http.Server{Handler: h}}
	go m.srv.Serve(ln)
	t.Cleanup(func() { m.srv.Close() })
	return m
}

func TestEndToEnd(t *testing.T) {
	mc := runMockCollector(t, http.StatusOK)
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/client_test.go:240 (plainhttp: the endpoint URL of the test's own mock collector listening on localhost, not a public host.)
	cfg := NewConfig(WithEndpointURL("http://" + mc.Endpoint() + "/v1/traces")) // lookalike
	c := &client{cfg: cfg}
	if _, err := c.Export(); err != nil {
		t.Fatal(err)
	}
}

func TestPartialSuccessError(t *testing.T) {
	mc := runMockCollector(t, http.StatusBadRequest)
	c := &client{cfg: NewConfig(WithEndpoint(mc.Endpoint()), WithInsecure())}
	_, err := c.Export()
	if err == nil {
		t.Fatal("want error")
	}
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/client_test.go:344 (syntax: expected error text that has the URL inside a sentence, prose and not a URI.)
	msg := fmt.Sprintf("failed to send to http://%s/v1/traces: 400 Bad Request", mc.endpoint) // lookalike
	if !strings.Contains(err.Error(), msg) {
		t.Errorf("%v does not contain %q", err, msg)
	}
}
