// Package adguardhome rewrites the URI cases swept from
// github.com/AdguardTeam/AdGuardHome.
package adguardhome

import (
	"errors"
	"net/netip"
	"net/url"
)

// ParseAddrPort parses an netip.AddrPort from s, which should be either a valid
// IP, optionally with port, or a valid URL with plain IP address.  The defaultPort
// is used if s doesn't contain port number.
func ParseAddrPort(s string, defaultPort uint16) (ipp netip.AddrPort, err error) {
	u, err := url.Parse(s)
	if err == nil && u.Host != "" {
		s = u.Host
	}

	ipp, err = netip.ParseAddrPort(s)
	if err != nil {
		ip, parseErr := netip.ParseAddr(s)
		if parseErr != nil {
			return ipp, errors.Join(err, parseErr)
		}

		return netip.AddrPortFrom(ip, defaultPort), nil
	}

	return ipp, nil
}
