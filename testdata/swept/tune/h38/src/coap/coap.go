// Package coap holds cases rewritten from github.com/plgd-dev/go-coap/v3.
package coap

import "net"

func listenUDP(addr string) (*net.UDPConn, error) {
	a, err := net.ResolveUDPAddr("udp4", addr)
	if err != nil {
		return nil, err
	}
	return net.ListenUDP("udp4", a)
}
