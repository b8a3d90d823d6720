// Package gobgp holds cases rewritten from github.com/osrg/gobgp/v3.
package gobgp

import (
	"context"
	"flag"
	"net"
	"net/url"
	"strconv"
	"strings"
)

type options struct {
	Host   string
	Port   int
	Target string
}

var globalOpts options

func init() {
	flag.StringVar(&globalOpts.Host, "host", "127.0.0.1", "host")
	flag.IntVar(&globalOpts.Port, "port", 50051, "port")
	// Source: github.com/osrg/gobgp/v3/cmd/gobgp/root.go:91 (hostform: an example in flag usage text, and the unix scheme names a socket path with no host anyway; rule 4)
	flag.StringVar(&globalOpts.Target, "target", "", "alternative to host/port when using UDS. Ex: unix:///var/run/go-bgp.sock if running gobgpd with a UDS socket.") // lookalike
}

func dialTarget() (string, func(ctx context.Context, addr string) (net.Conn, error)) {
	target := globalOpts.Target
	if target == "" {
		// Source: github.com/osrg/gobgp/v3/cmd/gobgp/common.go:313 (hostjoin: net.JoinHostPort brackets an IPv6 host for the gRPC dial target)
		target = net.JoinHostPort(globalOpts.Host, strconv.Itoa(globalOpts.Port)) // lookalike
		return target, nil
	}
	// Source: github.com/osrg/gobgp/v3/cmd/gobgp/common.go:314 (hostform: the scheme-only string is a prefix test that strips the unix scheme, not a URI)
	if strings.HasPrefix(target, "unix://") { // lookalike
		u, err := url.Parse(target)
		if err != nil {
			return target, nil
		}
		return u.Path, func(ctx context.Context, addr string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", addr)
		}
	}
	return target, nil
}

func parseHost(host string) (string, string) {
	if u, err := url.Parse(host); err == nil && u.Scheme == "unix" {
		return "unix", u.Path
	}
	return "tcp", host
}
