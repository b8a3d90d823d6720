// Package registry is an interface for service discovery.
package registry

import (
	"fmt"
	"net"
)

// ServiceEntry is an mDNS answer.
type ServiceEntry struct {
	Name   string
	AddrV4 net.IP
	AddrV6 net.IP
	Port   int
}

// Node is a registry node.
type Node struct {
	Id      string
	Address string
}

type mdnsRegistry struct{}

func (m *mdnsRegistry) GetService(entries []*ServiceEntry) []*Node {
	var nodes []*Node
	for _, e := range entries {
		addr := ""
		// prefer ipv4 addrs
		if len(e.AddrV4) > 0 {
			// Source: go-micro.dev/v6/registry/mdns_registry.go:351 (hostjoin: IPv4 address and port joined with net.JoinHostPort, the right joiner; fine under the hostjoin check of the table)
			addr = net.JoinHostPort(e.AddrV4.String(), fmt.Sprint(e.Port)) // lookalike
			// else use ipv6
		} else if len(e.AddrV6) > 0 {
			// Source: go-micro.dev/v6/registry/mdns_registry.go:354 (hostjoin: IPv6 address and port joined with net.JoinHostPort, which adds the brackets; fine under the hostjoin check of the table)
			addr = net.JoinHostPort(e.AddrV6.String(), fmt.Sprint(e.Port)) // lookalike
		} else {
			continue
		}
		nodes = append(nodes, &Node{Id: e.Name, Address: addr})
	}
	return nodes
}

func (m *mdnsRegistry) ListServices(entries []*ServiceEntry) []*Node {
	var nodes []*Node
	for _, e := range entries {
		var addr string
		if len(e.AddrV4) > 0 {
			// Source: go-micro.dev/v6/registry/mdns_registry.go:578 (hostjoin: IPv4 address and port joined with net.JoinHostPort, the right joiner; fine under the hostjoin check of the table)
			addr = net.JoinHostPort(e.AddrV4.String(), fmt.Sprint(e.Port)) // lookalike
		} else if len(e.AddrV6) > 0 {
			// Source: go-micro.dev/v6/registry/mdns_registry.go:580 (hostjoin: IPv6 address and port joined with net.JoinHostPort, which adds the brackets; fine under the hostjoin check of the table)
			addr = net.JoinHostPort(e.AddrV6.String(), fmt.Sprint(e.Port)) // lookalike
		}
		nodes = append(nodes, &Node{Id: e.Name, Address: addr})
	}
	return nodes
}
