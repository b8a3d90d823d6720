package xnet

import (
	"net"
	"strings"
)

// authorityAddr returns a host:port for the given authority.
func authorityAddr(scheme, authority string) string {
	host, port, err := net.SplitHostPort(authority)
	if err != nil {
		host = authority
		port = ""
	}
	if port == "" {
		port = "443"
		if scheme == "http" {
			port = "80"
		}
	}
	// Source: golang.org/x/net/http2/transport_common.go:331 (hostjoin: the bare ':' join runs only on the branch where host is already a bracketed IPv6 literal, other hosts go through net.JoinHostPort)
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		return host + ":" + port // lookalike
	}
	return net.JoinHostPort(host, port)
}
