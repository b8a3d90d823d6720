package agent

import (
	"errors"
	"fmt"
)

// TunnelConfig is the reverse tunnel configuration; LocalAddr is the host:port the
// tunnel forwards to, written into the chisel remote R:port:host:port.
type TunnelConfig struct {
	LocalAddr  string
	RemotePort string
}

// Start starts the manager; advertiseAddr is the agent container IP or the --host flag (an IP, v4 or v6).
func (manager *Manager) Start() (*TunnelConfig, error) {
	if manager.key == "" {
		return nil, errors.New("unable to Start Edge manager without key")
	}

	// Source: github.com/portainer/agent/edge/edge.go:67 (hostjoin: advertise IP and API port joined by hand into the tunnel's local address, which breaks for an IPv6 address that needs brackets; net.JoinHostPort is right; by the hostjoin check)
	apiServerAddr := fmt.Sprintf("%s:%s", manager.advertiseAddr, manager.agentPort) // defect hostjoin

	return &TunnelConfig{LocalAddr: apiServerAddr}, nil
}
