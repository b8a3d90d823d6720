package metrics

import (
	"fmt"
	"io"
	"k8s.io/client-go/rest"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

type kubeletClientConfig struct {
	Scheme      string
	DefaultPort int
	Client      rest.Config
}

func TestConfig(t *testing.T) {
	// Source: sigs.k8s.io/metrics-server/cmd/metrics-server/app/options/kubelet_client_test.go:30 (port: the test builds a rest.Config whose Host writes out the default https port, a working configuration value under rule 1, not a fixture)
	kubeconfig := &rest.Config{
		Host:        "https://10.96.0.1:443", // defect port form
		BearerToken: "ApiserverBearerToken",
	}
	expected := kubeletClientConfig{Scheme: "https", DefaultPort: 10250, Client: *kubeconfig}
	for _, tc := range []struct {
		name string
	}{
		{name: "Default configuration should use config from kubeconfig"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := kubeletClientConfig{Scheme: "https", DefaultPort: 10250, Client: *kubeconfig}
			if got != expected {
				t.Fatalf("got %v, want %v", got, expected)
			}
		})
	}
}

const localPort = 10250

func mustGetVerboseProbePath(t *testing.T, probePath string) string {
	p, err := url.Parse(probePath)
	if err != nil {
		t.Fatal(err)
	}
	// Source: sigs.k8s.io/metrics-server/test/e2e_test.go:345 (escaper: the raw query appended comes from url.Parse and is already encoded, so no escaper is missing)
	newPath := url.URL{
		Path:     p.Path,
		RawQuery: "verbose&" + p.RawQuery, // lookalike
	}
	return newPath.String()
}

func proxyRequestToPod(scheme, path string) ([]byte, error) {
	var query string
	if strings.Contains(path, "?") {
		elm := strings.SplitN(path, "?", 2)
		path = elm[0]
		query = elm[1]
	}
	// Source: sigs.k8s.io/metrics-server/test/e2e_test.go:378 (hostjoin: the host is the test's own loopback constant, never an IPv6 literal)
	reqURL := url.URL{Scheme: scheme, Path: path, RawQuery: query, Host: fmt.Sprintf("127.0.0.1:%d", localPort)} // lookalike
	resp, err := http.Get(reqURL.String())
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func newDialer(method string, u *url.URL) string {
	return method + " " + u.String()
}

func setupForwarding(config *rest.Config, namespace, podname string) string {
	// Source: sigs.k8s.io/metrics-server/test/e2e_test.go:392 (hostform: the bare scheme prefix is only trimmed off the configured host, it is no URI)
	hostIP := strings.TrimPrefix(config.Host, "https://") // lookalike
	// Source: sigs.k8s.io/metrics-server/test/e2e_test.go:400 (escaper: namespace and pod name go raw into the path; whether names need escaping is not known from the code)
	return newDialer(http.MethodPost, &url.URL{Scheme: "https", Path: fmt.Sprintf("/api/v1/namespaces/%s/pods/%s/portforward", namespace, podname), Host: hostIP}) // lookalike
}
