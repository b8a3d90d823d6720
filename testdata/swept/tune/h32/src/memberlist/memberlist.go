// Package memberlist holds cases rewritten from github.com/hashicorp/memberlist.
package memberlist

import (
	"fmt"
	"net"
	"strconv"
	"strings"
)

type ipPort struct {
	ip   net.IP
	port uint16
}

func hasPort(s string) bool {
	if strings.LastIndex(s, "[") == 0 {
		return strings.LastIndex(s, ":") > strings.LastIndex(s, "]")
	}
	return strings.Count(s, ":") == 1
}

func ensurePort(s string, port int) string {
	if hasPort(s) {
		return s
	}
	return net.JoinHostPort(strings.Trim(s, "[]"), strconv.Itoa(port))
}

// resolveAddr turns a host, host:port or [ipv6]:port into addresses.
func resolveAddr(hostStr string, defaultPort int) ([]ipPort, error) {
	host, sport, err := net.SplitHostPort(ensurePort(hostStr, defaultPort))
	if err != nil {
		return nil, err
	}
	lport, err := strconv.ParseUint(sport, 10, 16)
	if err != nil {
		return nil, err
	}
	if ip := net.ParseIP(host); ip != nil {
		return []ipPort{{ip: ip, port: uint16(lport)}}, nil
	}
	ips, err := net.LookupIP(host)
	if err != nil {
		return nil, fmt.Errorf("failed to resolve %q: %w", host, err)
	}
	out := make([]ipPort, 0, len(ips))
	for _, ip := range ips {
		out = append(out, ipPort{ip: ip, port: uint16(lport)})
	}
	return out, nil
}
