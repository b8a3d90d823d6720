package openyurt

import (
	"fmt"
	"log"
	"net/url"
)

// Manager forwards pool-scoped requests to the leader hubs.
type Manager struct {
	portForLeaderHub int
}

// Source: github.com/openyurtio/openyurt/pkg/yurthub/multiplexer/multiplexer.go:257 (each leader hub's node InternalIP is joined to the leader hub port with ':' and parsed as a URL)
func (m *Manager) resolveLeaderHubServers(leaderAddresses []string) []*url.URL {
	servers := make([]*url.URL, 0, len(leaderAddresses))
	for _, internalIP := range leaderAddresses {
		u, err := url.Parse(fmt.Sprintf("https://%s:%d", internalIP, m.portForLeaderHub)) // defect hostjoin
		if err != nil {
			log.Printf("couldn't parse leader url: %v", err)
			continue
		}
		servers = append(servers, u)
	}
	return servers
}

func NewManager(port int) *Manager { return &Manager{portForLeaderHub: port} }

func (m *Manager) Servers(addrs []string) []*url.URL { return m.resolveLeaderHubServers(addrs) }
