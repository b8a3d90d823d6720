package otlp

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"testing"
)

const defaultTracesURLPath = "/v1/traces"

// getAvailableLocalAddress stands for testutil.GetAvailableLocalAddress: it returns "localhost:<port>".
func getAvailableLocalAddress(t *testing.T) string {
	l, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	return net.JoinHostPort("localhost", port)
}

func doHTTPRequest(t *testing.T, url string, body []byte) {
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Skip(err)
	}
	resp.Body.Close()
}

func TestJSONHTTP(t *testing.T) {
	addr := getAvailableLocalAddress(t)
	for _, p := range []string{defaultTracesURLPath} {
		// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlp_test.go:143 (hostjoin: addr comes from the test's local-address helper and is already host:port)
		url := "http://" + addr + p // lookalike
		doHTTPRequest(t, url, []byte(`{}`))
	}
}

func TestHandleInvalidRequests(t *testing.T) {
	addr := getAvailableLocalAddress(t)
	tests := []struct{ uri, method string }{{uri: defaultTracesURLPath, method: http.MethodGet}}
	for _, tt := range tests {
		// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlp_test.go:312 (hostjoin: addr comes from the test's local-address helper and is already host:port)
		url := "http://" + addr + tt.uri // lookalike
		req, err := http.NewRequest(tt.method, url, bytes.NewReader([]byte(`1234`)))
		if err != nil {
			t.Fatal(err)
		}
		_ = req
	}
}

func TestErrorHandler(t *testing.T) {
	addr := getAvailableLocalAddress(t)
	// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlp_test.go:480 (hostjoin: addr comes from the test's local-address helper and is already host:port)
	url := fmt.Sprintf("http://%s%s", addr, defaultTracesURLPath) // lookalike
	doHTTPRequest(t, url, nil)
}

func TestIngestion(t *testing.T) {
	addr := getAvailableLocalAddress(t)
	// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlp_test.go:834 (hostjoin: addr comes from the test's local-address helper and is already host:port)
	req, err := http.NewRequest(http.MethodPost, "http://"+addr+defaultTracesURLPath, bytes.NewReader(nil)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func testHTTPMaxRequestBodySize(t *testing.T, path string, payload []byte) {
	addr := getAvailableLocalAddress(t)
	// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlp_test.go:962 (hostjoin: addr comes from the test's local-address helper and is already host:port)
	url := "http://" + addr + path // lookalike
	doHTTPRequest(t, url, payload)
}

func TestMaxBody(t *testing.T) {
	testHTTPMaxRequestBodySize(t, defaultTracesURLPath, nil)
}

func TestShutdown(t *testing.T) {
	endpointHTTP := getAvailableLocalAddress(t)
	// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/otlp_test.go:1272 (hostjoin: endpointHTTP comes from the test's local-address helper and is already host:port)
	url := "http://" + endpointHTTP + defaultTracesURLPath // lookalike
	doHTTPRequest(t, url, nil)
}
