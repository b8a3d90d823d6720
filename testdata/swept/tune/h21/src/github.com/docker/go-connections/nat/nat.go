// Package nat stands in for github.com/docker/go-connections/nat: only
// what the cases call.
package nat

import (
	"strconv"
	"strings"
)

// Port is a port and its protocol, "5432/tcp".
type Port string

// Port returns the number of the port.
func (p Port) Port() string {
	n, _, _ := strings.Cut(string(p), "/")
	return n
}

// Num returns the number of the port as a number.
func (p Port) Num() int {
	n, _ := strconv.Atoi(p.Port())
	return n
}
