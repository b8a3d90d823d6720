// Package healthprobe holds cases rewritten from github.com/grpc-ecosystem/grpc-health-probe.
package healthprobe

import (
	"errors"
	"flag"
	"net"
	"net/url"
)

// runProbe runs the probe with the given command-line arguments and
// reports whether the target answered.
func runProbe(args ...string) (int, error) {
	fs := flag.NewFlagSet("grpc-health-probe", flag.ContinueOnError)
	addr := fs.String("addr", "", "address to connect")
	if err := fs.Parse(args); err != nil {
		return 2, err
	}
	if *addr == "" {
		return 2, errors.New("-addr not specified")
	}
	network, target := "tcp", *addr
	if u, err := url.Parse(target); err == nil && u.Scheme == "unix" {
		network, target = "unix", u.Path
		if u.Opaque != "" {
			target = u.Opaque
		}
	}
	conn, err := net.Dial(network, target)
	if err != nil {
		return 1, err
	}
	return 0, conn.Close()
}
