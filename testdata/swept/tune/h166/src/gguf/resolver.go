package gguf

import (
	"context"
	"net"
)

// DNSCacheDialContext rewrites util/httpx/resolver.go: a dialer that caches the IPs of a host.
func DNSCacheDialContext(dialer *net.Dialer) func(context.Context, string, string) (net.Conn, error) {
	cs := map[string][]net.IP{}

	return func(ctx context.Context, nw, addr string) (conn net.Conn, err error) {
		h, p, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		ips, ok := cs[h]
		if !ok {
			ips, err = net.DefaultResolver.LookupIP(ctx, "ip", h)
			if err != nil {
				return nil, err
			}
			cs[h] = ips
		}
		for _, ip := range ips {
			// Source: github.com/gpustack/gguf-parser-go/util/httpx/resolver.go:29 (hostjoin: net.JoinHostPort brackets an IPv6 address, the right way to join host and port)
			conn, err = dialer.DialContext(ctx, nw, net.JoinHostPort(ip.String(), p)) // lookalike
			if err == nil {
				break
			}
		}
		return conn, err
	}
}
