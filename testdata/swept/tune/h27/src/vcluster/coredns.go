package vcluster

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
)

// kubeletHealthzCommands builds the curl commands that check each node's kubelet.
func kubeletHealthzCommands(nodes []corev1.Node) [][]string {
	var cmds [][]string
	for _, node := range nodes {
		hostname := node.Name
		for _, address := range node.Status.Addresses {
			if address.Type == corev1.NodeHostName {
				hostname = address.Address
				break
			}
		}

		// Source: github.com/loft-sh/vcluster/e2e/test_core/coredns/test_coredns.go:202 (hostjoin: the host is the node's Hostname address or its name, a DNS name the test resolves through CoreDNS NodeHosts on purpose, never an IPv6 address)
		url := fmt.Sprintf("https://%s:%d/healthz", hostname, node.Status.DaemonEndpoints.KubeletEndpoint.Port) // lookalike
		cmds = append(cmds, []string{"curl", "-k", "-s", "--show-error", url})
	}
	return cmds
}
