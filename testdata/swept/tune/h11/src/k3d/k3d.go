package k3d

import (
	"fmt"
)

const (
	// DefaultAPIPort is the port of the Kubernetes API of a cluster.
	DefaultAPIPort = "6443"
	// DefaultAPIHost is the host the API is exposed on.
	DefaultAPIHost = "0.0.0.0"
	// LabelServerAPIHost is the label that holds the API's host.
	LabelServerAPIHost = "k3d.server.api.host"
	// LabelServerAPIPort is the label that holds the API's port.
	LabelServerAPIPort = "k3d.server.api.port"
)

// Node is a node of a cluster.
type Node struct {
	Name          string
	RuntimeLabels map[string]string
}

// KubeconfigCluster is a cluster of a kubeconfig.
type KubeconfigCluster struct {
	Server string
}

func updateServer(kc map[string]*KubeconfigCluster, server *Node) {
	APIPort := DefaultAPIPort
	APIHost := DefaultAPIHost
	if _, ok := server.RuntimeLabels[LabelServerAPIPort]; ok {
		APIPort = server.RuntimeLabels[LabelServerAPIPort]
		if _, ok := server.RuntimeLabels[LabelServerAPIHost]; ok {
			APIHost = server.RuntimeLabels[LabelServerAPIHost]
		}
	}
	// Source: github.com/k3d-io/k3d/pkg/client/kubeconfig.go:165 (hostjoin: the API host is the host the user chose with --api-port, kept in a label, which may be an IPv6 address; joined with ':' the kubeconfig's server is broken for it)
	kc["default"].Server = fmt.Sprintf("https://%s:%s", APIHost, APIPort) // defect hostjoin
}

// GenerateNodeName makes the name of a node's container.
func GenerateNodeName(cluster, role string, suffix int) string {
	return fmt.Sprintf("k3d-%s-%s-%d", cluster, role, suffix)
}

func clusterConnectionURL(clusterName string) string {
	// Source: github.com/k3d-io/k3d/pkg/client/cluster.go:449 (hostjoin: the host is the name of the first server's container, from GenerateNodeName, a DNS name on the cluster's network)
	return fmt.Sprintf("https://%s:%s", GenerateNodeName(clusterName, "server", 0), DefaultAPIPort) // lookalike
}

// Registry is a registry container.
type Registry struct {
	Host string
	Port string
}

func mirrorEndpoints(reg *Registry) []string {
	internalAddress := fmt.Sprintf("%s:%s", reg.Host, reg.Port)
	return []string{
		// Source: github.com/k3d-io/k3d/pkg/client/registry.go:212 (hostjoin: the host is the registry's container name, a DNS name on the cluster's network, joined to its port two lines up)
		fmt.Sprintf("http://%s", internalAddress), // lookalike
	}
}
