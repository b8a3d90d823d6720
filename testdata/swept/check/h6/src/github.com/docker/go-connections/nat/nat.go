// Package nat stands in for github.com/docker/go-connections/nat: only
// what the cases call.
package nat

import "strings"

// Port is a port and its protocol, "80/tcp".
type Port string

// Port returns the number of the port.
func (p Port) Port() string {
	n, _, _ := strings.Cut(string(p), "/")
	return n
}
