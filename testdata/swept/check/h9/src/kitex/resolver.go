// Package kitex rewrites cases from github.com/cloudwego/kitex.
package kitex

import (
	"net"
	"net/url"
	"strconv"
)

const (
	tcp  = "tcp"
	tcp4 = "tcp4"
	tcp6 = "tcp6"
)

// Resolver resolves url to address.
type Resolver interface {
	Resolve(string) (string, error)
}

type resolverConfig struct {
	network string
}

// ResolverOption is used to config the resolver.
type ResolverOption func(cfg *resolverConfig)

// WithIPv6 configures the resolver to resolve ipv6 address only.
func WithIPv6() ResolverOption {
	return func(cfg *resolverConfig) {
		cfg.network = tcp6
	}
}

type defaultResolver struct {
	*resolverConfig
}

// NewDefaultResolver creates a default resolver.
func NewDefaultResolver(options ...ResolverOption) Resolver {
	cfg := &resolverConfig{tcp}
	for _, option := range options {
		option(cfg)
	}
	return &defaultResolver{cfg}
}

// Resolve implements the Resolver interface.
func (p *defaultResolver) Resolve(URL string) (string, error) {
	pu, err := url.Parse(URL)
	if err != nil {
		return "", err
	}
	host := pu.Hostname()
	port := pu.Port()
	if port == "" {
		port = "443"
		if pu.Scheme == "http" {
			port = "80"
		}
	}
	// Source: github.com/cloudwego/kitex/pkg/http/resolver.go:84 (hostjoin: the URL's hostname and port joined with net.JoinHostPort, which brackets an IPv6 host, into a dial address)
	addr, err := net.ResolveTCPAddr(p.network, net.JoinHostPort(host, port)) // lookalike
	if err != nil {
		return "", err
	}
	return net.JoinHostPort(addr.IP.String(), strconv.Itoa(addr.Port)), nil
}
