package storage

import "net"

// JoinHostPort joins a hostname and an optional port.
func JoinHostPort(host, port string) (hostport string) {
	if port != "" {
		// Source: sigs.k8s.io/sig-storage-lib-external-provisioner/v13/util/util.go:157 (hostjoin: the helper delegates to net.JoinHostPort, which brackets an IPv6 host)
		return net.JoinHostPort(host, port) // lookalike
	}
	return host
}
