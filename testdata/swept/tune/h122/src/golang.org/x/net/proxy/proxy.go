// Package proxy is a minimal stub of golang.org/x/net/proxy.
package proxy

import (
	"net"
	"net/url"
)

// A Dialer is a means to establish a connection.
type Dialer interface {
	Dial(network, addr string) (c net.Conn, err error)
}

// FromURL returns a Dialer given a URL specification and an underlying Dialer.
func FromURL(u *url.URL, forward Dialer) (Dialer, error) { panic("stub") }
