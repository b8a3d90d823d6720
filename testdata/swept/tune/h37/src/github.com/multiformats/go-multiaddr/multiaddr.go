// Package multiaddr is a minimal stub of github.com/multiformats/go-multiaddr.
package multiaddr

// Protocol codes.
const (
	P_IP4 = 0x0004
	P_TCP = 0x0006
)

// Multiaddr is a multiaddress.
type Multiaddr interface {
	String() string
	ValueForProtocol(code int) (string, error)
}
