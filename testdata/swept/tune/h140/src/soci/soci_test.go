package soci

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"testing"
)

// Source: github.com/awslabs/soci-snapshotter/fs/remote/resolver_test.go:141 (escaper: the blob digest appended raw to the redirect path is an identifier, and raw IDs are look-alikes for escaper)
func redirectTarget(blobDigest string) string {
	return "https://backendexample.com/blobs/" + blobDigest // lookalike
}

func TestRedirectedMirror(t *testing.T) {
	if redirectTarget(t.Name()) == "" {
		t.Fatal("empty redirect")
	}
}

const metricsPath = "/metrics"

// Source: github.com/awslabs/soci-snapshotter/integration/metrics_test.go:61 (plainhttp: curl reaches the metrics endpoint over a unix socket, and localhost is no public Internet host)
func TestMetricsUnix(t *testing.T) {
	cmd := exec.Command("curl", "--fail", "--unix-socket", "/run/soci/metrics.sock", "http://localhost"+metricsPath) // lookalike
	_ = cmd
}

var crictlCmd = []string{
	"crictl",
	// Source: github.com/awslabs/soci-snapshotter/integration/util_test.go:89 (hostform: the unix scheme names a socket path and takes no host, so the empty authority is right)
	"--runtime-endpoint", "unix:///run/containerd/containerd.sock", // lookalike
}

type registryConfig struct {
	host  string
	creds string
}

func newRegistryConfig(base, id string) registryConfig {
	return registryConfig{host: fmt.Sprintf("%s-registry-%s.test", base, id)}
}

func getReferrers(regConfig registryConfig, imgName, digest string) ([]byte, error) {
	// Source: github.com/awslabs/soci-snapshotter/integration/util_test.go:909 (port: the test's curl request to its registry writes out https's default port 443 in a working URL (rule 1); the host is a DNS name the test makes, so no hostjoin)
	output, err := exec.Command("curl", "-u", regConfig.creds, fmt.Sprintf("https://%s:443/v2/%s/referrers/%s", regConfig.host, imgName, digest)).Output() // defect port form
	if err != nil {
		return nil, err
	}
	if strings.Contains(string(output), "404") {
		referrersTag := strings.Replace(digest, ":", "-", 1)
		// Source: github.com/awslabs/soci-snapshotter/integration/util_test.go:917 (port: the fallback manifest request writes out https's default port 443 in a working URL (rule 1); the host is a DNS name the test makes, so no hostjoin)
		output, err = exec.Command("curl", "-u", regConfig.creds, fmt.Sprintf("https://%s:443/v2/%s/manifests/%s", regConfig.host, imgName, referrersTag)).Output() // defect port form
	}
	return output, err
}

func TestReferrers(t *testing.T) {
	if _, err := getReferrers(newRegistryConfig("soci", t.Name()), "busybox", t.Name()); err != nil {
		t.Skip(err)
	}
}

type captureRoundTripper struct{ got http.Header }

func (c *captureRoundTripper) RoundTrip(r *http.Request) (*http.Response, error) {
	c.got = r.Header
	return &http.Response{StatusCode: http.StatusOK, Body: http.NoBody, Request: r}, nil
}

// Source: github.com/awslabs/soci-snapshotter/internal/http/auth_test.go:305 (plainhttp: the request goes to a capturing round tripper under a made-up single-label host, not a public Internet host)
func TestCustomHeadersAllowlist(t *testing.T) {
	rt := &captureRoundTripper{}
	client := &http.Client{Transport: rt}
	req, _ := http.NewRequestWithContext(context.Background(), "GET", "http://example/blob", nil) // lookalike
	if _, err := client.Do(req); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/awslabs/soci-snapshotter/internal/http/util_test.go:140 (escaper: the raw query is input to the query redactor under test and is already in encoded form (rule 2c))
func TestRedactQueryValues(t *testing.T) {
	u := &url.URL{RawQuery: "key1=value1&key2=value2"} // lookalike
	redactQueryValues(u)
	if u.RawQuery != "key1=redacted&key2=redacted" {
		t.Fatalf("got %q", u.RawQuery)
	}
}
