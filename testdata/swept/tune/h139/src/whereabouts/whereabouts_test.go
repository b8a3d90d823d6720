package whereabouts

import "testing"

func kubeconfig() []byte {
	// Source: github.com/k8snetworkplumbingwg/whereabouts/cmd/whereabouts_test.go:1455 (syntax: kubeconfig YAML text for an envtest cluster; the server URL on loopback is one value inside config text, well formed where it stands.)
	return []byte("\napiVersion: v1\nclusters:\n- cluster:\n    server: https://127.0.0.1:39165\n  name: envtest\ncurrent-context: envtest\nkind: Config\n") // lookalike
}

func TestWriteKubeconfig(t *testing.T) {
	cfg, err := WriteKubeconfig(t.TempDir(), kubeconfig())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.KubeConfigPath == "" {
		t.Fatal("empty path")
	}
}
