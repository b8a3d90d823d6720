// Package maddy holds cases rewritten from github.com/foxcpp/maddy.
package maddy

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// Endpoint represents a site address.
type Endpoint struct {
	Original, Scheme, Host, Port, Path string
}

// Source: github.com/foxcpp/maddy/framework/config/endpoint.go:62 (hostjoin: port appended after a host that was bracketed when it contains ':'; uniform sample 17 of 51.)
func (e Endpoint) String() string {
	if e.Original != "" {
		return e.Original
	}
	s := e.Scheme
	if s != "" {
		s += "://"
	}
	host := e.Host
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	s += host
	if e.Port != "" {
		s += ":" + e.Port // lookalike
	}
	return s + e.Path
}

// Source: github.com/foxcpp/maddy/framework/config/endpoint.go:132 (port: empty port "host:" is built only to retry net.SplitHostPort inside the endpoint parser; uniform sample 17 of 51.)
func ParseEndpoint(str string) (Endpoint, error) {
	u, err := url.Parse(str)
	if err != nil {
		return Endpoint{}, err
	}
	if u.Scheme != "tcp" && u.Scheme != "tls" {
		return Endpoint{}, fmt.Errorf("unsupported scheme: %s", str)
	}
	if u.Host == "" && u.Opaque != "" {
		u.Host = u.Opaque
	}
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		host, port, err = net.SplitHostPort(u.Host + ":") // lookalike
		if err != nil {
			host = u.Host
		}
	}
	if port == "" {
		return Endpoint{}, fmt.Errorf("port is required")
	}
	return Endpoint{Original: str, Scheme: u.Scheme, Host: host, Port: port, Path: u.Path}, err
}
