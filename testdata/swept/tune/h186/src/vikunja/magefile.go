// Package main rewrites the cases of the mage build file of code.vikunja.io/api.
package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"
)

// main stands in for the main function mage generates.
func main() {}

func waitForHTTP(ctx context.Context, url string, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// e2e starts the API with env configuration and waits for it and the frontend.
func e2e(ctx context.Context, apiPort, frontendPort int) error {
	apiCmd := exec.CommandContext(ctx, "./vikunja", "web")
	apiCmd.Env = append(os.Environ(),
		fmt.Sprintf("VIKUNJA_SERVICE_INTERFACE=:%d", apiPort),
		// Source: code.vikunja.io/api/magefile.go:497 (port: the %d hole is filled with the int API port, so the public URL env value is http://127.0.0.1:NNN/, a valid loopback URL; a template is judged filled)
		fmt.Sprintf("VIKUNJA_SERVICE_PUBLICURL=http://127.0.0.1:%d/", apiPort), // lookalike
		"VIKUNJA_DATABASE_TYPE=sqlite",
	)
	if err := apiCmd.Start(); err != nil {
		return err
	}

	// Source: code.vikunja.io/api/magefile.go:523 (plainhttp: plain http to the loopback address 127.0.0.1 of the API the task just started, no public Internet host)
	apiBase := fmt.Sprintf("http://127.0.0.1:%d/api/v1", apiPort) // lookalike
	if err := waitForHTTP(ctx, apiBase+"/info", 30*time.Second); err != nil {
		return err
	}

	// Source: code.vikunja.io/api/magefile.go:559 (port: the %d hole is filled with the int frontend port, a valid port once filled; a template is judged filled)
	frontendBase := fmt.Sprintf("http://127.0.0.1:%d", frontendPort) // lookalike
	return waitForHTTP(ctx, frontendBase, 60*time.Second)
}

func checkGolangCiLintInstalled(ctx context.Context) error {
	if err := exec.CommandContext(ctx, "golangci-lint").Run(); err != nil && strings.Contains(err.Error(), "executable file not found") {
		// Source: code.vikunja.io/api/magefile.go:1100 (syntax: an install script URL inside an error sentence with a shell pipeline around it, prose by rule 4)
		return errors.New("golangci-lint executable failed to run, please manually install golangci-lint by running the command: curl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b $(go env GOPATH)/bin v2.13.0") // lookalike
	}
	return nil
}

// ScalarBundle downloads the Scalar API reference standalone JS bundle.
func ScalarBundle() error {
	const version = "1.44.20"
	// Source: code.vikunja.io/api/magefile.go:1610 (syntax: the %s hole is filled with the constant version 1.44.20, giving the valid path segment api-reference@1.44.20; a template is judged filled)
	url := fmt.Sprintf("https://unpkg.com/@scalar/api-reference@%s/dist/browser/standalone.js", version) // lookalike
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
