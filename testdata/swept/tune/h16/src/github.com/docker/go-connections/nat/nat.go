// Package nat is a stub of github.com/docker/go-connections/nat.
package nat

// Port is a string containing port number and protocol, "80/tcp".
type Port string

// Port returns the port number of p.
func (p Port) Port() string { return string(p) }

// Num returns the port number of p as an int.
func (p Port) Num() int { return 0 }
