// Package nats provides a NATS broker.
package nats

import "strings"

// DefaultURL is the NATS client library default.
const DefaultURL = "nats://127.0.0.1:4222"

type natsBroker struct {
	addrs []string
}

func (n *natsBroker) setAddrs(addrs []string) []string {
	//nolint:prealloc
	var cAddrs []string
	for _, addr := range addrs {
		if len(addr) == 0 {
			continue
		}
		// Source: go-micro.dev/v6/broker/nats/nats.go:99 (sink: a bare scheme only compared with HasPrefix to decide whether to add it, no URI use by the closing clause of the rules)
		if !strings.HasPrefix(addr, "nats://") { // lookalike
			// Source: go-micro.dev/v6/broker/nats/nats.go:100 (escaper: a configured host:port server address is prefixed with the scheme as it stands, an authority that needs no escaping; fine under the escaper check of the table)
			addr = "nats://" + addr // lookalike
		}
		cAddrs = append(cAddrs, addr)
	}
	if len(cAddrs) == 0 {
		cAddrs = []string{DefaultURL}
	}
	return cAddrs
}
