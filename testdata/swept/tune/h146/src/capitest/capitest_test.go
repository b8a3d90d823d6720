package capitest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
)

// Source: sigs.k8s.io/cluster-api/test/e2e/clusterctl_upgrade_test.go:39 (syntax: the OS and ARCH placeholders in braces are replaced with runtime values before the download; sample of 13 of 49 candidates)
var clusterctlDownloadURL = "https://github.com/kubernetes-sigs/cluster-api/releases/download/v%s/clusterctl-{OS}-{ARCH}" // lookalike

func TestClusterctlDownloadURL(t *testing.T) {
	r := strings.NewReplacer("{OS}", runtime.GOOS, "{ARCH}", runtime.GOARCH)
	u := r.Replace(fmt.Sprintf(clusterctlDownloadURL, "1.9.0"))
	if strings.Contains(u, "{") {
		t.Fatal(u)
	}
}

func TestFakeGithubReleases(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	toMetadataURL := func(gomodule, version string) string {
		u := githubReleaseMetadataURL(gomodule, version)
		// Source: sigs.k8s.io/cluster-api/test/framework/clusterctl/e2e_config_test.go:222 (hostform: a bare scheme prefix removed with TrimPrefix, not a URI with an empty host; sample of 13 of 49 candidates)
		return fmt.Sprintf("%s/%s", server.URL, strings.TrimPrefix(u, "https://")) // lookalike
	}
	_ = toMetadataURL
}

func TestLoadBalancerConfig(t *testing.T) {
	// Source: sigs.k8s.io/cluster-api/test/infrastructure/docker/internal/loadbalancer/config_test.go:53 (syntax: a URL inside a comment of an expected haproxy configuration is prose; sample of 13 of 49 candidates)
	expectedConfig := "global\n  # (see https://github.com/kubernetes-sigs/kind/pull/3115)\n  maxconn 100000\n" // lookalike
	if !strings.Contains(expectedConfig, "maxconn") {
		t.Fatal("bad config")
	}
}

func TestFixKubeletArgs(t *testing.T) {
	useCases := []struct {
		name  string
		files []byte
	}{
		{
			name: "Fix kubelet args for kind 1.19 mode",
			// Source: sigs.k8s.io/cluster-api/test/infrastructure/docker/internal/provisioning/cloudinit/writefiles_test.go:122 (hostform: a unix socket URI in an expected kubeadm configuration has no host by design; sample of 13 of 49 candidates)
			files: []byte("nodeRegistration:\n  criSocket: unix:///var/run/containerd/containerd.sock\n"), // lookalike
		},
	}
	for _, rt := range useCases {
		if len(rt.files) == 0 {
			t.Error(rt.name)
		}
	}
}
