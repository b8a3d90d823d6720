// Package run is the micro run command.
package run

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"
)

// waitForHealth waits for a service's health endpoint to respond
func waitForHealth(port int, timeout time.Duration) bool {
	if port == 0 {
		return true // No port configured, assume ready
	}

	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		// Source: go-micro.dev/v6/cmd/micro/run/run.go:205 (hostjoin: the host is the constant localhost and the %d verb is an integer port, so the filled template is a valid URL with no IPv6 host to bracket; a template is judged as the URI it becomes when filled (closing clause of the rules))
		resp, err := http.Get(fmt.Sprintf("http://localhost:%d/health", port)) // lookalike
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// Run runs the services in a directory or a GitHub repository.
func Run(dir string) error {
	// Handle git URLs
	if strings.HasPrefix(dir, "github.com/") || strings.HasPrefix(dir, "https://github.com/") {
		// Source: go-micro.dev/v6/cmd/micro/run/run.go:230 (sink: a bare scheme used only as a prefix to strip with TrimPrefix, no URI use by the closing clause of the rules)
		repo := strings.TrimPrefix(dir, "https://") // lookalike
		tmp, err := os.MkdirTemp("", "micro-run-")
		if err != nil {
			return fmt.Errorf("failed to create temp dir: %w", err)
		}
		defer os.RemoveAll(tmp)

		// Source: go-micro.dev/v6/cmd/micro/run/run.go:237 (escaper: the scheme is put back on a github.com/owner/name repository path, host and path that need no escaping; fine under the escaper check of the table)
		cloneURL := "https://" + repo // lookalike
		cloneCmd := exec.Command("git", "clone", "--depth", "1", cloneURL, tmp)
		if err := cloneCmd.Run(); err != nil {
			return fmt.Errorf("failed to clone %s: %w", cloneURL, err)
		}
	}
	return nil
}
