// Package opcua holds cases rewritten from github.com/gopcua/opcua.
package opcua

import (
	"context"
	"errors"
	"net"
	"net/url"
)

const defaultPort = "4840"

// ResolveEndpoint parses an endpoint, resolves its host and fills in the default port.
func ResolveEndpoint(ctx context.Context, endpoint string) (network string, u *url.URL, err error) {
	u, err = url.Parse(endpoint)
	if err != nil {
		return
	}
	if u.Scheme != "opc.tcp" {
		err = errors.New("unsupported scheme " + u.Scheme)
		return
	}
	network = "tcp"
	port := u.Port()
	if port == "" {
		port = defaultPort
	}
	var resolver net.Resolver
	addrs, err := resolver.LookupIPAddr(ctx, u.Hostname())
	if err != nil {
		return
	}
	if len(addrs) == 0 {
		err = errors.New("could not resolve address " + u.Hostname())
		return
	}
	// Source: github.com/gopcua/opcua/uacp/endpoint.go:50 (hostjoin: net.JoinHostPort brackets a resolved IPv6 address, so the host is right)
	u.Host = net.JoinHostPort(addrs[0].String(), port) // lookalike
	return
}
