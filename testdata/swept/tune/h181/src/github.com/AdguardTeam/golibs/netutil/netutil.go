// Package netutil is a stand-in for the parts of
// github.com/AdguardTeam/golibs/netutil used by the cases.
package netutil

import (
	"errors"
	"net"
	"strconv"
	"strings"
)

// JoinHostPort is a convenient wrapper for net.JoinHostPort with port of type
// uint16.  As opposed to net.JoinHostPort it also trims the host from square
// brackets if any.
func JoinHostPort(host string, port uint16) (hostport string) {
	return net.JoinHostPort(strings.Trim(host, "[]"), strconv.FormatUint(uint64(port), 10))
}

// SplitHost is a wrapper for net.SplitHostPort for cases when the hostport may
// or may not contain a port.
func SplitHost(hostport string) (host string, err error) {
	host, _, err = net.SplitHostPort(hostport)
	if err != nil {
		const missingPort = "missing port in address"

		addrErr := &net.AddrError{}
		if !errors.As(err, &addrErr) || addrErr.Err != missingPort {
			return "", err
		}

		host = hostport
	}

	return host, nil
}
