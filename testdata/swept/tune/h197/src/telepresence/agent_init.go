package telepresence

import (
	"fmt"
	"net"
	"strconv"
)

// iptablesAppendUnique stands in for (*iptables.IPTables).AppendUnique, which appends a rule to a chain.
func iptablesAppendUnique(table, chain string, rulespec ...string) error {
	_, _ = table, chain
	_ = rulespec
	return nil
}

// AgentInterceptContainer holds the ports of one intercepted container port.
type AgentInterceptContainer struct {
	ContainerPort     uint16
	AgentPort         uint16
	TargetPortNumeric bool
}

// addOutputDNAT mirrors the output DNAT rule that agent-init adds so that the proxy port reaches the container port.
func addOutputDNAT(podIP, lcProto, outputChain string, proxyPort uint16, ic *AgentInterceptContainer) error {
	if !ic.TargetPortNumeric {
		return nil
	}
	err := iptablesAppendUnique("nat", outputChain,
		"-p", lcProto, "-d", podIP, "--dport", strconv.Itoa(int(proxyPort)),
		// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/agentinit/agent_init.go:118 (hostjoin: the pod IP and container port are joined with net.JoinHostPort for the iptables DNAT destination, which brackets an IPv6 pod IP; fine by the hostjoin check; fine by the hostjoin check)
		"-j", "DNAT", "--to-destination", net.JoinHostPort(podIP, strconv.Itoa(int(ic.ContainerPort)))) // lookalike
	if err != nil {
		return fmt.Errorf("failed to append rule to %s: %w", outputChain, err)
	}
	return nil
}
