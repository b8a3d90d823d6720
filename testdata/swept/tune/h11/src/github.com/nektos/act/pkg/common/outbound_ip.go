// Package common stands in for github.com/nektos/act/pkg/common: only what
// the cases call.
package common

import "net"

// GetOutboundIP returns the address of the interface that reaches out,
// IPv4 or IPv6.
func GetOutboundIP() net.IP {
	ifs, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	for _, a := range ifs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() {
			return n.IP
		}
	}
	return nil
}
