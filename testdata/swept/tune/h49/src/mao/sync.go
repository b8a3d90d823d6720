package mao

import "fmt"

// DefaultMachineMetricsAddress is the metrics listen address of the machine controller.
const DefaultMachineMetricsAddress = ":8081"

func newKubeProxyArgs(upstreamPort string, exposePort int32) []string {
	return []string{
		// Source: github.com/openshift/machine-api-operator/pkg/operator/sync.go:880 (hostjoin: the host is the constant localhost and upstreamPort is a constant ":8081"-style listen address)
		fmt.Sprintf("--upstream=http://localhost%s", upstreamPort), // lookalike
	}
}

var _ = newKubeProxyArgs(DefaultMachineMetricsAddress, 8441)
