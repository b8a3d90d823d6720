// Package nat is a minimal stub of github.com/docker/go-connections/nat.
package nat

// Port is a port and protocol, such as "9000/tcp".
type Port string

// Port returns the port number part.
func (p Port) Port() string { panic("stub") }
