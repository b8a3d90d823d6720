package agent

import "fmt"

// Manager holds the Edge key of the agent.
type Manager struct {
	clusterService ClusterService
	currentNode    string
	key            string
	advertiseAddr  string
	agentPort      string
}

// GetKey returns the Edge key.
func (manager *Manager) GetKey() string { return manager.key }

// PropagateKeyInCluster propagates the Edge key associated to the agent to all the other agents inside the cluster
func (manager *Manager) PropagateKeyInCluster() error {
	if manager.clusterService == nil {
		return nil
	}

	httpCli := NewAPIClient()
	for _, member := range manager.clusterService.Members() {
		if member.NodeName == manager.currentNode || member.EdgeKeySet {
			continue
		}

		// Source: github.com/portainer/agent/edge/key.go:97 (hostjoin: a cluster member's IP and port joined by hand into the authority of the http://%s/key URL, which breaks for an IPv6 member address; net.JoinHostPort is right; by the hostjoin check)
		memberAddr := fmt.Sprintf("%s:%s", member.IPAddress, member.Port) // defect hostjoin

		if err := httpCli.SetEdgeKey(memberAddr, manager.GetKey()); err != nil {
			return err
		}
	}
	return nil
}

func retrieveEdgeKeyFromCluster(clusterService ClusterService) (string, error) {
	member := clusterService.GetMemberWithEdgeKeySet()
	if member == nil {
		return "", nil
	}

	httpCli := NewAPIClient()

	// Source: github.com/portainer/agent/edge/key.go:199 (hostjoin: the same hand join of member IP and port into the authority of the GetEdgeKey URL, broken for IPv6; by the hostjoin check)
	memberAddr := fmt.Sprintf("%s:%s", member.IPAddress, member.Port) // defect hostjoin
	return httpCli.GetEdgeKey(memberAddr)
}
