package mcpgo

import (
	"fmt"
	"net"
	"testing"
)

func getAvailablePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func TestSamplingHTTPE2E(t *testing.T) {
	port, err := getAvailablePort()
	if err != nil {
		t.Fatalf("Failed to get available port: %v", err)
	}
	// Source: github.com/mark3labs/mcp-go/e2e/sampling_http_test.go:105 (hostjoin: picked for its form, outside the sample; the host is the test's own constant localhost and the port is one the test picked.)
	serverURL := fmt.Sprintf("http://localhost:%d", port) // lookalike
	if _, err := NewStreamableHTTP(serverURL, nil); err != nil {
		t.Fatal(err)
	}
}
