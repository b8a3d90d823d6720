// Package consul provides a Consul based registry.
package consul

import (
	"net"
	"strings"
)

// Node is a registry node.
type Node struct {
	Id      string
	Address string
}

// AgentServiceCheck stands in for the Consul API check definition.
type AgentServiceCheck struct {
	HTTP     string
	TCP      string
	Interval string
	Timeout  string
}

type consulRegistry struct {
	Address         []string
	httpCheckConfig AgentServiceCheck
}

func (c *consulRegistry) configure(addrsOpt []string) {
	// check if there are any addrs
	var addrs []string

	// iterate the options addresses
	for _, address := range addrsOpt {
		// check we have a port
		addr, port, err := net.SplitHostPort(address)
		if ae, ok := err.(*net.AddrError); ok && ae.Err == "missing port in address" {
			port = "8500"
			addr = address
			// Source: go-micro.dev/v6/registry/consul/consul.go:111 (hostjoin: a portless IPv6 address reaches this branch only bracketed, as [::1], and JoinHostPort brackets it again into [[::1]]:8500, so the host is joined wrongly for IPv6; a defect under the hostjoin check of the table)
			addrs = append(addrs, net.JoinHostPort(addr, port)) // defect hostjoin
		} else if err == nil {
			// Source: go-micro.dev/v6/registry/consul/consul.go:113 (hostjoin: host and port come unbracketed from SplitHostPort and are rejoined with net.JoinHostPort, the right joiner; fine under the hostjoin check of the table)
			addrs = append(addrs, net.JoinHostPort(addr, port)) // lookalike
		}
	}

	// set the addrs
	if len(addrs) > 0 {
		c.Address = addrs
	}
}

func (c *consulRegistry) register(node *Node) *AgentServiceCheck {
	host, _, _ := net.SplitHostPort(node.Address)
	// Source: go-micro.dev/v6/registry/consul/consul.go:255 (hostjoin: the host from SplitHostPort has lost its IPv6 brackets and is spliced into the {host}: slot of the check URL, giving http://::1:8080/health for an IPv6 node; a defect under the hostjoin check of the table)
	healthCheckURI := strings.Replace(c.httpCheckConfig.HTTP, "{host}", host, 1) // defect hostjoin

	return &AgentServiceCheck{
		HTTP:     healthCheckURI,
		Interval: c.httpCheckConfig.Interval,
		Timeout:  c.httpCheckConfig.Timeout,
	}
}
