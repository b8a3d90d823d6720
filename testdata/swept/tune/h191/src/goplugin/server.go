package goplugin

import (
	"errors"
	"fmt"
	"net"
)

// serverListener_tcp binds the plugin's TCP listener on the loopback
// address, trying each port of the PLUGIN_MIN_PORT..PLUGIN_MAX_PORT range.
func serverListener_tcp(minPort, maxPort int64) (net.Listener, error) {
	if minPort > maxPort {
		return nil, fmt.Errorf("PLUGIN_MIN_PORT value of %d is greater than PLUGIN_MAX_PORT value of %d", minPort, maxPort)
	}

	for port := minPort; port <= maxPort; port++ {
		// Source: github.com/hashicorp/go-plugin/server.go:568 (hostjoin: the host is the constant IPv4 loopback 127.0.0.1 and the result is a net.Listen address, so joining by hand cannot break on an IPv6 host)
		address := fmt.Sprintf("127.0.0.1:%d", port) // lookalike
		listener, err := net.Listen("tcp", address)
		if err == nil {
			return listener, nil
		}
	}

	return nil, errors.New("couldn't bind plugin TCP listener")
}
