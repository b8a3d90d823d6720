// Package whereabouts holds cases rewritten from github.com/k8snetworkplumbingwg/whereabouts.
package whereabouts

import (
	"os"
	"path/filepath"
)

// IPAMConfig names the kubeconfig the IPAM plugin loads its cluster from.
type IPAMConfig struct {
	KubeConfigPath string
}

// WriteKubeconfig stores a kubeconfig for the plugin in dir.
func WriteKubeconfig(dir string, data []byte) (IPAMConfig, error) {
	p := filepath.Join(dir, "whereabouts.kubeconfig")
	return IPAMConfig{KubeConfigPath: p}, os.WriteFile(p, data, 0o600)
}
