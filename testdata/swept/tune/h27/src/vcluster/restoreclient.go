package vcluster

import (
	"fmt"
	"os"
)

// VClusterStandaloneIPAddressEnvVar holds the node's IP address in standalone mode.
const VClusterStandaloneIPAddressEnvVar = "VCLUSTER_STANDALONE_IP_ADDRESS"

// VirtualClusterConfig is the vCluster configuration.
type VirtualClusterConfig struct {
	Name       string
	Standalone bool
}

func nameAndPeerURLForConfig(vConfig *VirtualClusterConfig, namespace string) (string, string, error) {
	if vConfig.Standalone {
		name := os.Getenv(VClusterStandaloneIPAddressEnvVar)
		if name == "" {
			return "", "", fmt.Errorf("could not determine the IP address for the embedded etcd peer")
		}
		// Source: github.com/loft-sh/vcluster/pkg/snapshot/restoreclient.go:1100 (hostjoin: the node's IP address from the environment joined to the etcd peer port with ':'; an IPv6 node gives "https://fd00::1:2380", which etcd cannot parse)
		peerURL := fmt.Sprintf("https://%s:2380", name) // defect hostjoin
		return name, peerURL, nil
	}

	name := fmt.Sprintf("%s-0", vConfig.Name)
	// Source: github.com/loft-sh/vcluster/pkg/snapshot/restoreclient.go:1114 (hostjoin: the host is the pod's headless Service DNS name "%s.%s-headless.%s", partly known)
	peerURL := fmt.Sprintf("https://%s.%s-headless.%s:2380", name, vConfig.Name, namespace) // lookalike
	return name, peerURL, nil
}
