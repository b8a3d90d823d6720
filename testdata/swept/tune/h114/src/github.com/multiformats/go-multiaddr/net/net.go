// Package manet is a minimal stub of github.com/multiformats/go-multiaddr/net.
package manet

import ma "github.com/multiformats/go-multiaddr"

// DialArgs returns the network and the host:port (IPv6 bracketed) to dial m.
func DialArgs(m ma.Multiaddr) (string, string, error) {
	panic("stub")
}
