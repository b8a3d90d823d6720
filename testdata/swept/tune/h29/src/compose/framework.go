// Package compose holds cases rewritten from github.com/docker/compose/v2.
package compose

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// HTTPGetWithRetry performs an HTTP GET on an endpoint and retries until it
// answers with the expected status, then returns the body.
func HTTPGetWithRetry(t testing.TB, endpoint string, expectedStatus int, retryDelay time.Duration, timeout time.Duration) string {
	t.Helper()
	client := &http.Client{Timeout: retryDelay}
	fmt.Printf("\t[%s] GET %s\n", t.Name(), endpoint)
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		r, err := client.Get(endpoint)
		if err == nil && r.StatusCode == expectedStatus {
			b, _ := io.ReadAll(r.Body)
			_ = r.Body.Close()
			return string(b)
		}
		time.Sleep(retryDelay)
	}
	t.Fatalf("%s did not answer %d", endpoint, expectedStatus)
	return ""
}

// LabelDistributionSource is the annotation prefix a push reads to mount
// blobs from the source registry.
const LabelDistributionSource = "containerd.io/distribution.source"

// Annotate sets the distribution source annotation of a reference so that
// push will actually use a registry mount.
func Annotate(refspec string, annotations map[string]string) error {
	// set LabelDistributionSource so push will actually use a registry mount
	// Source: github.com/docker/compose/v2/internal/oci/resolver.go:95 (syntax: a made-up scheme put in front of an image reference only so that url.Parse splits the registry host from the repository path; no URI is used)
	u, err := url.Parse("dummy://" + refspec) // lookalike
	if err != nil {
		return err
	}
	source, repo := u.Hostname(), strings.TrimPrefix(u.Path, "/")
	annotations[LabelDistributionSource+"."+source] = repo
	return nil
}
