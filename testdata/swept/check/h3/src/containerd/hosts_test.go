package containerd

import (
	"net/url"
	"strings"
	"testing"
)

func isRegistryOrigin(raw string, h HostConfig) bool {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != h.Scheme {
		return false
	}
	strip := func(host string) string {
		return strings.TrimSuffix(strings.TrimSuffix(host, ":443"), ":80")
	}
	return strip(u.Host) == strip(h.Host)
}

func TestIsRegistryOrigin(t *testing.T) {
	tests := []struct {
		name          string
		descriptorURL string
		host          HostConfig
		want          bool
	}{
		// Source: github.com/containerd/containerd/v2/core/remotes/docker/fetcher_test.go:823 (origin matcher row named explicit default port)
		{name: "https explicit and implicit default port", descriptorURL: "https://registry.example.com:443/layer", host: HostConfig{Scheme: "https", Host: "registry.example.com"}, want: true}, // lookalike
	}
	for _, tc := range tests {
		if got := isRegistryOrigin(tc.descriptorURL, tc.host); got != tc.want {
			t.Errorf("%s: got %v", tc.name, got)
		}
	}
}

func TestRedactedURL(t *testing.T) {
	// Source: github.com/containerd/containerd/v2/core/remotes/docker/resolver_test.go:727 (input with user:pass of the redaction test)
	u, _ := url.Parse("https://user:pass@registry.example.test/path/v2") // lookalike
	// Source: github.com/containerd/containerd/v2/core/remotes/docker/resolver_test.go:729 (expected output of redaction, password masked as xxxxx)
	want := "https://user:xxxxx@registry.example.test/path/v2" // lookalike
	if got := u.Redacted(); got != want {
		t.Errorf("got %q", got)
	}
}
