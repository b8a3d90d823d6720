// Package tarantool holds cases swept from github.com/tarantool/go-tarantool.
package tarantool

import "fmt"

type fdAddr struct {
	Fd uintptr
}

func (a fdAddr) Network() string {
	return "fd"
}

func (a fdAddr) String() string {
	// Source: github.com/tarantool/go-tarantool/dial.go:219 (hostform: a file descriptor number after "fd://" in a net.Addr's String, a scheme whose host is no network host)
	return fmt.Sprintf("fd://%d", a.Fd) // lookalike
}

// parseAddress split address into network and address parts.
func parseAddress(address string) (string, string) {
	network := "tcp"
	addrLen := len(address)
	switch {
	case addrLen > 0 && (address[0] == '.' || address[0] == '/'):
		network = "unix"
	// Source: github.com/tarantool/go-tarantool/dial.go:401 (sink: a prefix compared with the start of an address, no URI)
	case addrLen >= 7 && address[0:7] == "unix://": // lookalike
		network = "unix"
		address = address[7:]
	case addrLen >= 6 && address[0:6] == "tcp://":
		address = address[6:]
	}
	return network, address
}
