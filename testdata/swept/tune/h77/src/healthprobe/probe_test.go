package healthprobe

import (
	"net"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestUnixSocket(t *testing.T) {
	dir, err := os.MkdirTemp("", "e2e")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	path := filepath.Join(dir, "probe.sock")
	ln, err := net.Listen("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	// Source: github.com/grpc-ecosystem/grpc-health-probe/internal/e2e/probe_test.go:196 (hostform: an absolute socket path after the scheme gives the gRPC unix form with an empty authority, which that scheme expects)
	target := "unix://" + path // lookalike
	if runtime.GOOS == "windows" {
		// Source: github.com/grpc-ecosystem/grpc-health-probe/internal/e2e/probe_test.go:199 (syntax: on Windows the opaque gRPC form takes the rest of the target as the socket path verbatim, as the test's comment explains)
		target = "unix:" + path // lookalike
	}
	if code, err := runProbe("-addr", target); code != 0 {
		t.Fatalf("exit %d: %v", code, err)
	}
}
