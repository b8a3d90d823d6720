// Package dns is a stub of the parts of github.com/miekg/dns used by telepresence.
package dns

import "net"

// Conn is a DNS connection.
type Conn struct{ net.Conn }

// Dial connects to the DNS server at address, a host:port.
func Dial(network, address string) (*Conn, error) {
	c, err := net.Dial(network, address)
	if err != nil {
		return nil, err
	}
	return &Conn{Conn: c}, nil
}
