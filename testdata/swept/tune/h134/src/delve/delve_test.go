package delve

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

func skipOn(t testing.TB, reason string, conditions ...string) {
	if len(conditions) > 0 && os.Getenv("GOOS") == conditions[0] {
		t.Skip(reason)
	}
}

func readPort(t *testing.T, portFile string) int {
	data, err := os.ReadFile(portFile)
	if err != nil {
		t.Fatal(err)
	}
	port, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	return port
}

func TestNextConcurrent(t *testing.T) {
	port := readPort(t, "port.txt")
	go func() {
		// Source: github.com/go-delve/delve/pkg/proc/proc_test.go:570 (hostjoin: the host is the test's own constant loopback address, surely no IPv6 literal; sample of 3 of 4 loopback Sprintf sites.)
		resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d", port)) // lookalike
		if err == nil {
			resp.Body.Close()
		}
	}()
}

func TestAttachDetach(t *testing.T) {
	port := readPort(t, "port.txt")
	// Source: github.com/go-delve/delve/pkg/proc/proc_test.go:2700 (hostjoin: the test's own loopback address with a port read from the fixture; the request is expected to succeed and its host is no IPv6 literal.)
	resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/nobp", port)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	bs, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(bs), "hello, world!") {
		t.Fatalf("unexpected page %q", bs)
	}
}

func TestDisconnectWithoutKill(t *testing.T) {
	port := readPort(t, "port.txt")
	httpClient := &http.Client{Timeout: time.Second}
	// Source: github.com/go-delve/delve/service/dap/server_test.go:8601 (hostjoin: the client connects to the test's own loopback address, which is no IPv6 literal.)
	resp, err := httpClient.Get(fmt.Sprintf("http://127.0.0.1:%d/nobp", port)) // lookalike
	if err != nil {
		t.Fatalf("Page request after disconnect failed: %v", err)
	}
	resp.Body.Close()
}

func TestIssue827(t *testing.T) {
	go func() {
		time.Sleep(1 * time.Second)
		// Source: github.com/go-delve/delve/pkg/terminal/command_test.go:754 (plainhttp: plain http to a loopback address served by the debugged fixture, not a public host.)
		resp, err := http.Get("http://127.0.0.1:8888/test") // lookalike
		if err == nil {
			resp.Body.Close()
		}
	}()
}

func TestCgoStacktrace(t *testing.T) {
	// Source: github.com/go-delve/delve/pkg/proc/proc_test.go:695 (syntax: the URL is part of a skip reason sentence, which is prose.)
	skipOn(t, "broken - see https://github.com/go-delve/delve/issues/3158", "darwin", "amd64") // lookalike
}

func TestAttachSubstitutePath(t *testing.T) {
	if os.Getenv("GOOS") == "windows" {
		// Source: github.com/go-delve/delve/service/dap/server_test.go:4096 (syntax: the URL with spaces around it is part of a skip message, which is prose.)
		t.Skip("test skipped on Windows, see https://delve.teamcity.com/project/Delve_windows for details") // lookalike
	}
}

func TestPanicBreakpointOnContinue(t *testing.T) {
	text := throwReason(nil, 1, 16)
	errorPrefix := text
	if errorPrefix == "" {
		// Source: github.com/go-delve/delve/service/dap/server_test.go:5752 (syntax: the URL is part of the expected message text, which is prose.)
		errorPrefix = "Throw reason unavailable, see https://github.com/golang/go/issues/46425" // lookalike
	}
	_ = errorPrefix
}
