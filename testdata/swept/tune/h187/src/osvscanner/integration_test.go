package osvscanner

import (
	"context"
	"net"
	"net/http"
	"testing"
	"time"
)

// TestIntegration_MCP_SSE_Subprocess starts the experimental-mcp server on a
// free local port and connects a client to it.
func TestIntegration_MCP_SSE_Subprocess(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping integration test in short mode")
	}
	addr := findFreePort(t)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	// Wait for server to be ready
	// Source: github.com/google/osv-scanner/v2/cmd/osv-scanner/mcp/integration_test.go:44 (hostjoin: addr is a listener's Addr().String(), already a host:port joined by net with IPv6 bracketed, so nothing is joined by hand, by the hostjoin definition, since Addr().String() joins as net.JoinHostPort does)
	baseURL := "http://" + addr + "/sse" // lookalike
	waitForServer(t, baseURL)

	client := connectMCPClient(t, ctx, baseURL)
	defer client.Close()
}

// findFreePort lets the OS choose a free port and returns the address string (e.g. "127.0.0.1:12345").
func findFreePort(t *testing.T) string {
	t.Helper()
	var lc net.ListenConfig
	ln, err := lc.Listen(context.Background(), "tcp", "localhost:0")
	if err != nil {
		t.Fatalf("failed to listen: %v", err)
	}
	addr := ln.Addr().String()
	ln.Close()

	return addr
}

// connectMCPClient connects to the MCP server via SSE.
func connectMCPClient(t *testing.T, ctx context.Context, baseURL string) *ClientSession {
	t.Helper()
	transport := &SSEClientTransport{
		Endpoint: baseURL,
	}
	session, err := Connect(ctx, transport)
	if err != nil {
		t.Fatalf("failed to connect to MCP server: %v", err)
	}
	return session
}

func waitForServer(t *testing.T, url string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("server failed to start listening at %s within timeout", url)
}
