package kind

import (
	"os"
	"path/filepath"
	"testing"
)

func roundTrip(t *testing.T, doc string) string {
	p := filepath.Join(t.TempDir(), "kubeconfig")
	if err := os.WriteFile(p, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestWriteMergedNormal(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeconfig/internal/kubeconfig/merge_test.go:244 (syntax: an existing kubeconfig YAML document the test writes, whose server address on a private IP is well formed)
	const existingConfig = "clusters:\n- cluster:\n    certificate-authority-data: definitelyacert\n    server: https://192.168.9.4:6443\n  name: kind-foo\ncurrent-context: kind-foo\nkind: Config\n" // lookalike
	roundTrip(t, existingConfig)
}

func TestWriteMergedNoExistingFile(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeconfig/internal/kubeconfig/merge_test.go:426 (syntax: the expected kubeconfig YAML output, whose server address on the loopback IP is well formed)
	expected := "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: definitelyacert\n    server: https://127.0.0.1:6443\n  name: kind-kind\ncurrent-context: kind-kind\n" // lookalike
	if got := roundTrip(t, expected); got != expected {
		t.Errorf("got %q", got)
	}
}

func TestRemoveKINDTrivial(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeconfig/internal/kubeconfig/remove_test.go:160 (syntax: an existing kubeconfig YAML document the removal test starts from, its server address is well formed)
	const existingConfig = "clusters:\n- cluster:\n    certificate-authority-data: definitelyacert\n    server: https://192.168.9.4:6443\n  name: kind-foo\ncurrent-context: kind-foo\n" // lookalike
	roundTrip(t, existingConfig)
}

func TestRemoveKINDKeepOther(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeconfig/internal/kubeconfig/remove_test.go:267 (syntax: the expected kubeconfig YAML after the kind cluster is removed, its remaining server address is well formed)
	expected := "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: definitelyacert\n    server: https://192.168.9.4:6443\n  name: kops-foo\ncurrent-context: kops-foo\n" // lookalike
	if got := roundTrip(t, expected); got != expected {
		t.Errorf("got %q", got)
	}
}

func TestDockerConfigProxyEnvs(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/docker/proxyconfig_test.go:132 (syntax: a docker client config JSON document whose proxies are keyed by a docker host address, a document rather than one URI)
	cfgJSON := `{"currentContext": "remote-context", "proxies": {"default": {"httpProxy": "http://proxy.default:3128"}, "tcp://remote.example.com:2376": {"httpProxy": "http://proxy.remote:4128"}}}` // lookalike
	roundTrip(t, cfgJSON)
}

func TestMergeProxyEnvWithDockerConfig(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/docker/proxyconfig_test.go:249 (plainhttp: the http proxy in the docker config fixture sits on a cluster-internal name, not a public Internet host)
	const configJSON = `{"proxies": {"default": {"httpProxy": "http://proxy.default:3128", "httpsProxy": "https://proxy.default:3129", "noProxy": "default.internal"}}}` // lookalike
	roundTrip(t, configJSON)
}

func TestContainerdTOML(t *testing.T) {
	// Source: sigs.k8s.io/kind/pkg/internal/patch/toml_test.go:215 (plainhttp: expected containerd TOML whose mirror endpoint is a local registry container, not a public Internet host)
	expectOutput := "[plugins.cri.registry.mirrors]\n  [plugins.cri.registry.mirrors.\"registry:5000\"]\n    endpoint = [\"http://registry:5000\"]\n" // lookalike
	if got := roundTrip(t, expectOutput); got != expectOutput {
		t.Errorf("got %q", got)
	}
}

func TestDetectBuildType(t *testing.T) {
	cases := []struct {
		name     string
		param    string
		expected string
	}{
		{
			name: "valid http url",
			// Source: sigs.k8s.io/kind/pkg/build/nodeimage/build_test.go:44 (plainhttp: example.com is a documentation host and the value only feeds a build-type classifier that never fetches it)
			param:    "http://example.com/foo", // lookalike
			expected: "url",
		},
		{
			name: "ci/latest build type",
			// Source: sigs.k8s.io/kind/pkg/build/nodeimage/build_test.go:64 (sink: detectBuildType tries url.ParseRequestURI first and falls back to other forms, so it demands no URI of its callers)
			param:    "ci/latest", // lookalike
			expected: "ci",
		},
	}
	for _, tc := range cases {
		if got := detectBuildType(tc.param); got != tc.expected {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.expected)
		}
	}
}
