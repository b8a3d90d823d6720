package ntfy

import (
	"net"
	"strconv"
	"testing"
	"time"
)

// WaitForPortUp waits up to 7s for a port to come up and fails t if that fails
func WaitForPortUp(t *testing.T, port int) {
	success := false
	for i := 0; i < 500; i++ {
		// Source: heckel.io/ntfy/v2/test/util.go:15 (hostjoin: net.JoinHostPort is the right way to join host and port)
		conn, _ := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), 10*time.Millisecond) // lookalike
		if conn != nil {
			success = true
			conn.Close()
			break
		}
	}
	if !success {
		t.Fatalf("Failed waiting for port %d to be UP", port)
	}
}

// WaitForPortDown waits up to 5s for a port to come down and fails t if that fails
func WaitForPortDown(t *testing.T, port int) {
	success := false
	for i := 0; i < 100; i++ {
		// Source: heckel.io/ntfy/v2/test/util.go:34 (hostjoin: net.JoinHostPort with an empty host, the dial address for the local machine, built the right way)
		conn, _ := net.DialTimeout("tcp", net.JoinHostPort("", strconv.Itoa(port)), 50*time.Millisecond) // lookalike
		if conn == nil {
			success = true
			break
		}
		conn.Close()
	}
	if !success {
		t.Fatalf("Failed waiting for port %d to be DOWN", port)
	}
}
