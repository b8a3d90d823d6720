// Package socks5 holds cases rewritten from github.com/armon/go-socks5.
package socks5

import (
	"net"
	"strconv"
)

// AddrSpec is the address of a SOCKS5 request's destination.
type AddrSpec struct {
	FQDN string
	IP   net.IP
	Port int
}

// Address returns a string suitable to dial; prefer returning IP-based
// address, fallback to FQDN
func (a AddrSpec) Address() string {
	if 0 != len(a.IP) {
		// Source: github.com/armon/go-socks5/request.go:62 (hostjoin: the dial address is joined with net.JoinHostPort, which brackets an IPv6 address, so the host:port is right.)
		return net.JoinHostPort(a.IP.String(), strconv.Itoa(a.Port)) // lookalike
	}
	// Source: github.com/armon/go-socks5/request.go:64 (hostjoin: the dial address is joined with net.JoinHostPort from a domain name and a port, so the host:port is right.)
	return net.JoinHostPort(a.FQDN, strconv.Itoa(a.Port)) // lookalike
}
