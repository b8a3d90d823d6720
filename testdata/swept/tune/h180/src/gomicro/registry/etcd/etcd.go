// Package etcd provides an etcd service registry.
package etcd

import "net"

type etcdRegistry struct {
	addrs []string
}

func (e *etcdRegistry) configure(addrs []string) {
	var cAddrs []string

	for _, address := range addrs {
		if len(address) == 0 {
			continue
		}
		addr, port, err := net.SplitHostPort(address)
		if ae, ok := err.(*net.AddrError); ok && ae.Err == "missing port in address" {
			port = "2379"
			addr = address
			// Source: go-micro.dev/v6/registry/etcd/etcd.go:111 (hostjoin: a portless IPv6 address reaches this branch only bracketed, as [::1], and JoinHostPort brackets it again into [[::1]]:2379, so the host is joined wrongly for IPv6; a defect under the hostjoin check of the table)
			cAddrs = append(cAddrs, net.JoinHostPort(addr, port)) // defect hostjoin
		} else if err == nil {
			// Source: go-micro.dev/v6/registry/etcd/etcd.go:113 (hostjoin: host and port come unbracketed from SplitHostPort and are rejoined with net.JoinHostPort, the right joiner; fine under the hostjoin check of the table)
			cAddrs = append(cAddrs, net.JoinHostPort(addr, port)) // lookalike
		}
	}

	// if we got addrs then we'll update
	if len(cAddrs) > 0 {
		e.addrs = cAddrs
	}
}
