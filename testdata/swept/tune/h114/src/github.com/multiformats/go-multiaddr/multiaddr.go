// Package multiaddr is a minimal stub of github.com/multiformats/go-multiaddr.
package multiaddr

// Multiaddr is a multiaddress.
type Multiaddr []Component

// Component is one protocol component of a multiaddress.
type Component struct{}
