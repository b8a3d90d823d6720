// Package nat is a convenience package for manipulation of strings describing network ports.
package nat

import (
	"errors"
	"fmt"
	"net"
	"strings"
)

// Port is a string containing port number and protocol in the format "80/tcp"
type Port string

// PortBinding represents a binding between a Host IP address and a Host Port
type PortBinding struct {
	HostIP   string
	HostPort string
}

// PortMapping is a data object mapping a Port to a PortBinding
type PortMapping struct {
	Port    Port
	Binding PortBinding
}

func (p *PortMapping) String() string {
	// Source: github.com/docker/go-connections/nat/nat.go:153 (hostjoin: host port and container port joined by a colon in Docker port-spec syntax, two ports and no host; the hostjoin check rule covers host and port of a URI or authority only)
	ports := p.Binding.HostPort + ":" + string(p.Port) // lookalike
	// Source: github.com/docker/go-connections/nat/nat.go:153 (hostjoin: the host IP is joined with net.JoinHostPort, which brackets an IPv6 address, the right way; the hostjoin check rule names net.JoinHostPort as right)
	return net.JoinHostPort(p.Binding.HostIP, ports) // lookalike
}

// ParsePortSpec parses a port specification string into a slice of PortMappings
func ParsePortSpec(rawPort string) ([]PortMapping, error) {
	parts := strings.Split(rawPort, ":")
	if len(parts) < 3 {
		return nil, fmt.Errorf("no host ip: %s", rawPort)
	}
	n := len(parts)
	ip, hostPort, containerPort := strings.Join(parts[:n-2], ":"), parts[n-2], parts[n-1]

	if ip != "" && ip[0] == '[' {
		// Strip [] from IPV6 addresses
		// Source: github.com/docker/go-connections/nat/nat.go:187 (hostjoin: an empty port is appended so net.SplitHostPort strips the brackets of an IPv6 literal, no authority is built; the hostjoin check rule names net.JoinHostPort as right)
		rawIP, _, err := net.SplitHostPort(ip + ":") // lookalike
		if err != nil {
			return nil, fmt.Errorf("invalid IP address %v: %w", ip, err)
		}
		ip = rawIP
	}
	if ip != "" && net.ParseIP(ip) == nil {
		return nil, errors.New("invalid IP address: " + ip)
	}
	return []PortMapping{{Port: Port(containerPort), Binding: PortBinding{HostIP: ip, HostPort: hostPort}}}, nil
}
