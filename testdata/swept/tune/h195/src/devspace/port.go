package devspace

import (
	"net"
	"strconv"
)

// CheckHostPort if a port is available
func CheckHostPort(host string, port int) (status bool, err error) {
	// Concatenate a colon and the port
	// Source: github.com/loft-sh/devspace/pkg/util/port/port.go:11 (hostjoin: the exported helper takes any host and joins it to the port by hand for net.Listen, so an IPv6 host such as ::1 gives an unusable address; net.JoinHostPort is right)
	host = host + ":" + strconv.Itoa(port) // defect hostjoin

	// Try to create a server with the port
	server, err := net.Listen("tcp", host)
	if err != nil {
		return false, err
	}
	_ = server.Close()
	return true, nil
}

// Check if a port is available
func Check(port int) (status bool, err error) {
	return CheckHostPort("", port)
}
