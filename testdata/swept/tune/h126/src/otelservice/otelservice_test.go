package otelservice

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"testing"
)

// availableLocalAddress mirrors the collector's testutil helper: a loopback
// listener whose Addr() is host:port, bracketed for IPv6.
func availableLocalAddress(t *testing.T, ipv6 bool) string {
	network, ip := "tcp4", net.IPv4(127, 0, 0, 1)
	if ipv6 {
		network, ip = "tcp6", net.IPv6loopback
	}
	ln, err := net.ListenTCP(network, &net.TCPAddr{IP: ip})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func zpagesHealthy(zpagesAddr string) bool {
	for _, path := range []string{"/debug/tracez", "/debug/pipelinez"} {
		// Source: go.opentelemetry.io/collector/service/service_test.go:270 (hostjoin: zpagesAddr is already a host:port from the test's loopback listener helper, bracketed for IPv6, and nothing is joined with a colon)
		resp, err := http.Get("http://" + zpagesAddr + path) // lookalike
		if err != nil {
			return false
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return false
		}
	}
	return true
}

func TestServiceTelemetryZPages(t *testing.T) {
	t.Run("ipv4", func(t *testing.T) { _ = zpagesHealthy(availableLocalAddress(t, false)) })
	t.Run("ipv6", func(t *testing.T) { _ = zpagesHealthy(availableLocalAddress(t, true)) })
}

// addrToPrometheus mirrors internal/promtest: it splits the address and
// brackets the IPv6 loopback host.
func addrToPrometheus(address string) (*string, *int) {
	host, port, err := net.SplitHostPort(address)
	if host == net.IPv6loopback.String() {
		host = "[" + host + "]"
	}
	if err != nil {
		return nil, nil
	}
	portInt, err := strconv.Atoi(port)
	if err != nil {
		return nil, nil
	}
	return &host, &portInt
}

func TestCreateMeterProvider(t *testing.T) {
	host, port := addrToPrometheus(availableLocalAddress(t, false))
	// Source: go.opentelemetry.io/collector/service/telemetry/otelconftelemetry/metrics_test.go:92 (hostjoin: the host comes from the test's own loopback helper, which brackets the IPv6 loopback, not from outside the test)
	endpoint := fmt.Sprintf("http://%s:%d/metrics", *host, *port) // lookalike
	resp, err := http.Get(endpoint)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestUnmarshalLogsConfigV030(t *testing.T) {
	insecure := true
	// Source: go.opentelemetry.io/collector/service/telemetry/otelconftelemetry/internal/migration/v0.3.0_test.go:28 (plainhttp: expected output of the endpoint normaliser for a loopback endpoint marked insecure)
	if got := normalizeEndpoint("127.0.0.1:4317", &insecure); *got != "http://127.0.0.1:4317" { // lookalike
		t.Errorf("endpoint = %q", *got)
	}
}
