// Package framework stands in for the e2e framework of
// github.com/k8ssandra/k8ssandra-operator/test/framework: only what the
// cases use.
package framework

import "net"

// HostAndPort is an ingress address, host:port.
type HostAndPort string

// Host returns the host of the address.
func (s HostAndPort) Host() string {
	host, _, _ := net.SplitHostPort(string(s))
	return host
}

// Port returns the port of the address.
func (s HostAndPort) Port() string {
	_, port, _ := net.SplitHostPort(string(s))
	return port
}
