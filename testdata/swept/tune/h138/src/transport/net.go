// Package transport holds cases rewritten from github.com/pion/transport/v5.
package transport

import "net"

// Net wraps the standard network.
type Net struct{}

// Dial connects to address on the named network.
func (n *Net) Dial(network, address string) (net.Conn, error) {
	return net.Dial(network, address)
}
