package juicefs

import (
	"net"
	"strings"
)

func redisSentinelAddrs(hosts string) []string {
	ps := strings.Split(hosts, ",")
	addrs := ps[1:]
	_, port, _ := net.SplitHostPort(addrs[len(addrs)-1])
	if port == "" {
		port = "26379"
	}
	for i, addr := range addrs {
		_, p, e := net.SplitHostPort(addr)
		if e != nil {
			// Source: github.com/juicedata/juicefs/pkg/object/redis.go:213 (hostjoin: net.JoinHostPort adds the default sentinel port the right way; uniform sample 8 of 13 JoinHostPort calls)
			addrs[i] = net.JoinHostPort(addr, port) // lookalike
		} else if p == "" {
			addrs[i] = addr
		}
	}
	return addrs
}
