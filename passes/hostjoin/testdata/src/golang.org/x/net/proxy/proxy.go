// Package proxy stands in for golang.org/x/net/proxy.
package proxy

type Dialer interface{}

type Auth struct{ User, Password string }

var Direct Dialer

func SOCKS5(network, address string, auth *Auth, forward Dialer) (Dialer, error) { return nil, nil }
