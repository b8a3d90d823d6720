// Package net is a stub of github.com/xtls/xray-core/common/net.
package net

import (
	stdnet "net"
	"strconv"
)

// Address represents a network address to be communicated with. It may be
// an IP address or a domain address.
type Address interface {
	String() string
}

type ipv4Address [4]byte

func (a ipv4Address) String() string { return stdnet.IP(a[:]).String() }

type ipv6Address [16]byte

func (a ipv6Address) String() string { return "[" + stdnet.IP(a[:]).String() + "]" }

type domainAddress string

func (a domainAddress) String() string { return string(a) }

// IPAddress creates an Address with the given IP.
func IPAddress(ip []byte) Address {
	switch len(ip) {
	case stdnet.IPv4len:
		var addr ipv4Address = [4]byte{ip[0], ip[1], ip[2], ip[3]}
		return addr
	case stdnet.IPv6len:
		var addr ipv6Address
		copy(addr[:], ip)
		return addr
	}
	return nil
}

// DomainAddress creates an Address with the given domain.
func DomainAddress(domain string) Address { return domainAddress(domain) }

var (
	// LocalHostIP is a constant value for localhost IP in IPv4.
	LocalHostIP = IPAddress([]byte{127, 0, 0, 1})
)

// Port represents a network port in TCP and UDP protocol.
type Port uint16

func (p Port) String() string { return strconv.Itoa(int(p)) }

// Network is the transport network.
type Network int32

const (
	Network_Unknown Network = 0
	Network_TCP     Network = 2
	Network_UDP     Network = 3
	Network_UNIX    Network = 4
)

// Destination represents a network destination including address and protocol (tcp / udp).
type Destination struct {
	Address Address
	Port    Port
	Network Network
}

// TCPDestination creates a TCP destination with given address.
func TCPDestination(address Address, port Port) Destination {
	return Destination{Network: Network_TCP, Address: address, Port: port}
}

// NetAddr returns the network address in this Destination in string form.
func (d Destination) NetAddr() string {
	addr := ""
	if d.Network == Network_TCP || d.Network == Network_UDP {
		addr = d.Address.String() + ":" + d.Port.String()
	} else if d.Network == Network_UNIX {
		addr = d.Address.String()
	}
	return addr
}
