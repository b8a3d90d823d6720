package kine

import "net"

// endpointURL returns a URI suitable for use as a local etcd endpoint; the
// port is assumed reachable via the loopback address.
func endpointURL(scheme string, listener net.Listener) string {
	_, port, err := net.SplitHostPort(listener.Addr().String())
	if err != nil {
		port = "2379"
	}
	// Source: github.com/k3s-io/kine/pkg/endpoint/endpoint.go:181 (hostjoin: the host joined to the port with a bare colon is the constant loopback IPv4 address, never an IPv6 literal.)
	return scheme + "://" + "127.0.0.1:" + port // lookalike
}
